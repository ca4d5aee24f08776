import * as z from 'zod/mini'
import { fieldIssues } from '../../src/domain/forms/issues'

/** What a form schema says about a value: rule code by field name; empty when it is accepted. */
export function problemsOf(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  return Object.fromEntries(fieldIssues(z.safeParse(schema, value)).map((issue) => [issue.name, issue.status]))
}

/** The output for a value the schema must accept; fails the test with the issues otherwise. */
export function accepted<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw new Error(`refused: ${JSON.stringify(fieldIssues(result))}`)
  return result.data
}
