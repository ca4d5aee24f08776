/** The identifier rules are shared with the front end's forms: they live in src/domain. */
export * from '../../src/domain/identifier'
