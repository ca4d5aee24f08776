import { titleIn, type ReferenceLocaleCode, type Titles } from './locale'

/**
 * Employment statuses and, per status, the positions a client picks from on the employment step
 * (employment-statuses, employment-positions?employmentStatusKey=). Keys are stable
 * snake_case identifiers stored with the client; titles answer in Spanish or English. Every status
 * has at least one position, so the position field always has something to offer.
 */

export const EMPLOYMENT_STATUS_KEYS = [
  'employed_full_time',
  'employed_part_time',
  'self_employed',
  'business_owner',
  'retired',
  'student',
  'unemployed',
  'housework',
] as const

export type EmploymentStatusKey = (typeof EMPLOYMENT_STATUS_KEYS)[number]

export interface KeyedTitle {
  key: string
  title: string
}

type Entry = readonly [key: string, es: string, en: string]

const STATUSES: Record<EmploymentStatusKey, Titles> = {
  employed_full_time: { es: 'Empleado de tiempo completo', en: 'Employed full time' },
  employed_part_time: { es: 'Empleado de medio tiempo', en: 'Employed part time' },
  self_employed: { es: 'Trabajador independiente', en: 'Self-employed' },
  business_owner: { es: 'Dueño de negocio', en: 'Business owner' },
  retired: { es: 'Jubilado o pensionado', en: 'Retired or pensioner' },
  student: { es: 'Estudiante', en: 'Student' },
  unemployed: { es: 'Sin empleo', en: 'Unemployed' },
  housework: { es: 'Dedicado al hogar', en: 'Homemaker' },
}

const OTHER: Entry = ['other', 'Otro', 'Other']

/** Positions of a salaried job, full or part time. */
const EMPLOYEE_POSITIONS: readonly Entry[] = [
  ['production_operator', 'Operario de producción', 'Production operator'],
  ['warehouse_worker', 'Almacenista', 'Warehouse worker'],
  ['driver', 'Chofer o repartidor', 'Driver or delivery worker'],
  ['sales_clerk', 'Vendedor de mostrador o piso', 'Shop sales assistant'],
  ['cashier', 'Cajero', 'Cashier'],
  ['call_center_agent', 'Atención a clientes o call center', 'Customer service or call centre agent'],
  ['administrative_assistant', 'Auxiliar administrativo', 'Administrative assistant'],
  ['accountant', 'Contador', 'Accountant'],
  ['teacher', 'Maestro o docente', 'Teacher'],
  ['nurse', 'Enfermero', 'Nurse'],
  ['physician', 'Médico', 'Physician'],
  ['engineer', 'Ingeniero', 'Engineer'],
  ['it_specialist', 'Técnico o especialista en sistemas', 'IT technician or specialist'],
  ['security_guard', 'Guardia de seguridad', 'Security guard'],
  ['cleaning_staff', 'Personal de limpieza', 'Cleaning staff'],
  ['cook', 'Cocinero', 'Cook'],
  ['waiter', 'Mesero', 'Waiter'],
  ['construction_worker', 'Albañil o trabajador de la construcción', 'Construction worker'],
  ['mechanic', 'Mecánico', 'Mechanic'],
  ['supervisor', 'Supervisor o jefe de área', 'Supervisor or team leader'],
  ['manager', 'Gerente', 'Manager'],
  ['government_employee', 'Empleado de gobierno', 'Government employee'],
  ['military_or_police', 'Militar o policía', 'Armed forces or police'],
  ['domestic_worker', 'Trabajador del hogar', 'Domestic worker'],
  ['farm_worker', 'Jornalero agrícola', 'Farm labourer'],
  OTHER,
]

const POSITIONS: Record<EmploymentStatusKey, readonly Entry[]> = {
  employed_full_time: EMPLOYEE_POSITIONS,
  employed_part_time: EMPLOYEE_POSITIONS,
  self_employed: [
    ['market_vendor', 'Comerciante ambulante o de tianguis', 'Street or market vendor'],
    ['taxi_or_app_driver', 'Chofer de taxi o de aplicación', 'Taxi or ride-hailing driver'],
    ['app_courier', 'Repartidor por aplicación', 'App delivery courier'],
    ['tradesperson', 'Oficio: plomero, electricista, carpintero', 'Trade: plumber, electrician, carpenter'],
    ['beauty_services', 'Estilista o servicios de belleza', 'Hairdresser or beauty services'],
    ['tailor', 'Costurera o sastre', 'Seamstress or tailor'],
    ['independent_professional', 'Profesionista independiente', 'Independent professional'],
    ['catalogue_sales', 'Venta por catálogo', 'Catalogue sales'],
    ['farmer', 'Agricultor o ganadero', 'Farmer or rancher'],
    ['artisan', 'Artesano', 'Artisan'],
    OTHER,
  ],
  business_owner: [
    ['grocery_store', 'Tienda de abarrotes', 'Grocery store'],
    ['food_business', 'Negocio de comida: fonda, cocina económica, puesto', 'Food business: eatery, stall'],
    ['retail_shop', 'Comercio al por menor', 'Retail shop'],
    ['workshop', 'Taller: mecánico, herrería, carpintería', 'Workshop: mechanic, ironwork, carpentry'],
    ['services_business', 'Negocio de servicios', 'Services business'],
    ['transport_business', 'Transporte o fletes', 'Transport or haulage'],
    ['manufacturing', 'Manufactura o producción', 'Manufacturing'],
    ['agribusiness', 'Negocio agropecuario', 'Agriculture or livestock business'],
    OTHER,
  ],
  retired: [
    ['imss_pensioner', 'Pensionado del IMSS', 'IMSS pensioner'],
    ['issste_pensioner', 'Pensionado del ISSSTE', 'ISSSTE pensioner'],
    ['public_institution_pensioner', 'Pensionado de otra institución pública', 'Other public-institution pensioner'],
    ['private_company_retiree', 'Jubilado de empresa privada', 'Retired from a private company'],
    ['survivor_pension', 'Pensión por viudez u orfandad', 'Survivor’s pension'],
    ['disability_pension', 'Pensión por invalidez', 'Disability pension'],
    OTHER,
  ],
  student: [
    ['high_school', 'Preparatoria o bachillerato', 'High school'],
    ['technical_school', 'Carrera técnica', 'Technical school'],
    ['university', 'Licenciatura', 'University degree'],
    ['postgraduate', 'Posgrado', 'Postgraduate studies'],
    ['working_student', 'Estudia y trabaja', 'Studying and working'],
  ],
  unemployed: [
    ['looking_for_work', 'Buscando empleo', 'Looking for work'],
    ['supported_by_family', 'Apoyo familiar', 'Supported by family'],
    ['social_programme', 'Beneficiario de programa social', 'Social programme beneficiary'],
    OTHER,
  ],
  housework: [
    ['homemaker', 'Labores del hogar', 'Homemaking'],
    ['family_caregiver', 'Cuidado de familiares', 'Family caregiver'],
  ],
}

export function isEmploymentStatusKey(key: string): key is EmploymentStatusKey {
  return (EMPLOYMENT_STATUS_KEYS as readonly string[]).includes(key)
}

export function listEmploymentStatuses(locale?: ReferenceLocaleCode): Array<{ key: EmploymentStatusKey; title: string }> {
  return EMPLOYMENT_STATUS_KEYS.map((key) => ({ key, title: titleIn(STATUSES[key], locale) }))
}

export function listEmploymentPositions(status: EmploymentStatusKey, locale?: ReferenceLocaleCode): KeyedTitle[] {
  return POSITIONS[status].map(([key, es, en]) => ({ key, title: titleIn({ es, en }, locale) }))
}
