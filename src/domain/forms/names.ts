import * as z from 'zod/mini'
import { nameField, optionalNameField } from './fields'

/** The details step of the flow (PUT client, registration step one): the names, as at sign-up. */
export const namesSchema = z.object({
  firstName: nameField(),
  middleName: z.optional(optionalNameField()),
  lastNames: nameField(100),
})
