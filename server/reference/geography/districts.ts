/**
 * Districts (colonias) with their postal codes (SEPOMEX), by city (INEGI municipality code).
 *
 * PARTIAL by design: only Ciudad de México's 16 alcaldías have districts here, and for each only a
 * subset of well-known colonias (a few dozen per alcaldía at most, against hundreds in SEPOMEX's
 * catalogue), listed where the postal code is known reliably. Every other city answers an empty
 * district list. Each entry is `colonia:postal code`, separated by `|`; a district's id is the
 * city id, a dash and its position in the list (09015-001 is Centro, Cuauhtémoc), so appending
 * colonias keeps existing ids. Wards (a level below colonias) have no data: every district
 * answers an empty ward list.
 */
export const DISTRICTS: Readonly<Record<string, string>> = {
  // Azcapotzalco
  '09002': `Azcapotzalco Centro:02000|Santa María Malinalco:02050|Electricistas:02060|Clavería:02080|San Álvaro:02090|
    El Rosario:02100|Industrial Vallejo:02300|Pro Hogar:02600|Nueva Santa María:02800|
    Victoria de las Democracias:02810|Liberación:02930|Del Gas:02950`,
  // Coyoacán
  '09003': `Villa Coyoacán:04000|Santa Catarina:04010|La Concepción:04020|Del Carmen:04100|Campestre Churubusco:04200|
    Country Club Churubusco:04210|Prado Churubusco:04230|Hermosillo:04240|Paseos de Taxqueña:04250|Ajusco:04300|
    Romero de Terreros:04310|Pedregal de San Francisco:04320|Los Reyes:04330|Copilco Universidad:04360|
    Pedregal de Santo Domingo:04369|Ciudad Jardín:04370|El Rosario:04380|Educación:04400|Avante:04460|
    Ciudad Universitaria:04510|Pedregal de Santa Úrsula:04600|Santa Úrsula Coapa:04650`,
  // Cuajimalpa de Morelos
  '09004': `Cuajimalpa:05000|San Pablo Chimalpa:05050|Lomas de Vista Hermosa:05100|Bosques de las Lomas:05120|
    El Yaqui:05320|Santa Fe Cuajimalpa:05348|San Lorenzo Acopilco:05410|Contadero:05500|San Mateo Tlaltenango:05600`,
  // Gustavo A. Madero
  '09005': `Aragón La Villa:07000|Santa Isabel Tola:07010|Tepeyac Insurgentes:07020|Villa Gustavo A. Madero:07050|
    Martín Carrera:07070|Cuautepec Barrio Alto:07100|Cuautepec Barrio Bajo:07200|Lindavista Norte:07300|
    Lindavista Sur:07300|Residencial Zacatenco:07369|Campestre Aragón:07530|Villa de Aragón:07570|
    San Bartolo Atepehuacán:07730|Valle del Tepeyac:07740|Magdalena de las Salinas:07760|Industrial:07800|
    Estrella:07810|Guadalupe Tepeyac:07840|Bondojito:07850|Vallejo:07870|San Juan de Aragón:07950`,
  // Iztacalco
  '09006': `Gabriel Ramos Millán:08000|Pantitlán:08100|Agrícola Pantitlán:08100|Viaducto Piedad:08200|Santa Anita:08300|
    Granjas México:08400|Agrícola Oriental:08500|Juventino Rosas:08700|Reforma Iztaccíhuatl Norte:08810|
    Militar Marte:08830|Reforma Iztaccíhuatl Sur:08840|Infonavit Iztacalco:08900|Jardines Tecma:08920`,
  // Iztapalapa
  '09007': `Paseos de Churubusco:09030|Sector Popular:09060|Escuadrón 201:09060|Granjas San Antonio:09070|
    Juan Escutia:09100|Ermita Zaragoza:09180|Unidad Habitacional Vicente Guerrero:09200|Ejército de Oriente:09230|
    Constitución de 1917:09260|Santa Cruz Meyehualco:09290|Apatlaco:09430|Santa María Aztahuacán:09500|
    Santa Martha Acatitla:09510|Desarrollo Urbano Quetzalcóatl:09700|San Lorenzo Tezonco:09790|
    Granjas Esmeralda:09810|Santa Isabel Industrial:09820|Los Ángeles:09830|Cerro de la Estrella:09860|
    San Andrés Tomatlán:09870|El Vergel:09880`,
  // La Magdalena Contreras
  '09008': `Lomas Quebradas:10000|San Jerónimo Lídice:10200|San Bernabé Ocotepec:10300|San Jerónimo Aculco:10400|
    Barranca Seca:10580|El Toro:10610|Héroes de Padierna:10700|San Nicolás Totolapan:10900`,
  // Milpa Alta
  '09009': `Villa Milpa Alta:12000|San Antonio Tecómitl:12100|San Pedro Atocpan:12200|San Bartolomé Xicomulco:12250|
    San Salvador Cuauhtenco:12300|San Pablo Oztotepec:12400|San Lorenzo Tlacoyucan:12500|
    San Jerónimo Miacatlán:12600|San Francisco Tecoxpa:12700|San Juan Tepenáhuac:12800|Santa Ana Tlacotenco:12900`,
  // Álvaro Obregón
  '09010': `San Ángel:01000|Alpes:01010|Guadalupe Inn:01020|Florida:01030|Axotla:01030|Campestre:01040|
    San Ángel Inn:01060|Chimalistac:01070|Progreso Tizapán:01080|Tizapán:01090|Molino de Santo Domingo:01130|
    Bellavista:01140|Tolteca:01150|Santa Fe:01210|Olivar del Conde 1a. Sección:01400|
    Santa María Nonoalco:01420|Lomas de Plateros:01480|Merced Gómez:01600|Tetelpan:01700|
    Olivar de los Padres:01780|Jardines del Pedregal:01900`,
  // Tláhuac
  '09011': `Santa Catarina Yecahuizotl:13100|Miguel Hidalgo:13200|Los Olivos:13210|La Nopalera:13220|Del Mar:13270|
    Zapotitlán:13300|San Francisco Tlaltenco:13400|Selene:13420|San Juan Ixtayopan:13500|San Andrés Mixquic:13600|
    San Nicolás Tetelco:13700`,
  // Tlalpan
  '09012': `Tlalpan Centro:14000|Parque del Pedregal:14010|Villa Olímpica:14020|Isidro Fabela:14030|Toriello Guerra:14050|
    Peña Pobre:14060|La Joya:14090|Pedregal de San Nicolás:14100|Fuentes del Pedregal:14140|
    Héroes de Padierna:14200|Jardines en la Montaña:14210|Miguel Hidalgo:14250|Vergel Coapa:14320|
    Granjas Coapa:14330|Villa Coapa:14390|San Andrés Totoltepec:14400|Pedregal de Santa Úrsula Xitla:14420|
    Tlalcoligia:14430|San Miguel Topilejo:14500|Arenal Tepepan:14610|San Pedro Mártir:14650|San Miguel Ajusco:14700`,
  // Xochimilco
  '09013': `Bosque Residencial del Sur:16010|Tepepan:16020|Ampliación Tepepan:16029|Potrero de San Bernardino:16030|
    Santiago Tepalcatlalpan:16200|San Lucas Xochimanca:16300|Santa María Nativitas:16450|
    Santa Cruz Acalpixca:16500|San Gregorio Atlapulco:16600|San Luis Tlaxialtemalco:16610|
    Santiago Tulyehualco:16700|San Mateo Xalpa:16800|Santa Cecilia Tepetlapa:16880`,
  // Benito Juárez
  '09014': `Piedad Narvarte:03000|Atenor Salas:03010|Narvarte Poniente:03020|Narvarte Oriente:03023|Del Valle Centro:03100|
    Del Valle Norte:03103|Del Valle Sur:03104|Tlacoquemécatl:03200|Actipan:03230|Acacias:03240|Portales Norte:03300|
    Portales Sur:03300|Santa Cruz Atoyac:03310|Xoco:03330|General Pedro María Anaya:03340|Álamos:03400|
    Postal:03410|Niños Héroes:03440|Nativitas:03500|Moderna:03510|Iztaccíhuatl:03520|Villa de Cortés:03530|
    Zacahuitzco:03550|Albert:03560|Portales Oriente:03570|Ermita:03590|Vértiz Narvarte:03600|
    Américas Unidas:03610|Independencia:03630|Letrán Valle:03650|Ciudad de los Deportes:03710|Noche Buena:03720|
    Extremadura Insurgentes:03740|San Pedro de los Pinos:03800|Nápoles:03810|Ampliación Nápoles:03840|
    San José Insurgentes:03900|Mixcoac:03910|Insurgentes Mixcoac:03920|Crédito Constructor:03940`,
  // Cuauhtémoc
  '09015': `Centro:06000|Tabacalera:06030|Hipódromo:06100|Condesa:06140|Hipódromo Condesa:06170|Morelos:06200|
    Peralvillo:06220|Valle Gómez:06240|Ex Hipódromo de Peralvillo:06250|Maza:06270|Felipe Pescador:06280|
    Guerrero:06300|Buenavista:06350|Santa María la Ribera:06400|Santa María Insurgentes:06430|Atlampa:06450|
    San Rafael:06470|Cuauhtémoc:06500|Juárez:06600|Roma Norte:06700|Doctores:06720|Roma Sur:06760|Obrera:06800|
    Tránsito:06820|Esperanza:06840|Asturias:06850|Vista Alegre:06860|Paulino Navarro:06870|Algarín:06880|
    Nonoalco Tlatelolco:06900|San Simón Tolnáhuac:06920`,
  // Miguel Hidalgo
  '09016': `Lomas de Chapultepec:11000|Lomas de Sotelo:11200|Argentina Antigua:11270|Torre Blanca:11280|
    Verónica Anzures:11300|Anáhuac:11320|Popotla:11400|Tacuba:11410|Pensil Norte:11430|Irrigación:11500|
    Polanco I Sección:11510|Granada:11520|Ampliación Granada:11529|Polanco II Sección:11530|
    Polanco III Sección:11540|Polanco IV Sección:11550|Polanco V Sección:11560|Anzures:11590|Escandón:11800|
    América:11820|Daniel Garza:11830|San Miguel Chapultepec:11850|Observatorio:11860|Tacubaya:11870`,
  // Venustiano Carranza
  '09017': `Candelaria de los Patos:15100|Janitzio:15200|Valle Gómez:15210|Popular Rastro:15220|Emilio Carranza:15230|
    Morelos:15270|20 de Noviembre:15300|Romero Rubio:15400|Simón Bolívar:15410|Aquiles Serdán:15430|
    Moctezuma 1a. Sección:15500|Pensador Mexicano:15510|Peñón de los Baños:15520|Moctezuma 2a. Sección:15530|
    Arenal 1a. Sección:15600|Federal:15700|Jamaica:15800|Merced Balbuena:15810|Magdalena Mixiuhca:15850|
    Jardín Balbuena:15900|Aeronáutica Militar:15970`,
}
