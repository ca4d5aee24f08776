/** The CURP rules are shared with the front end's forms: they live in src/domain. */
export * from '../../src/domain/curp'
