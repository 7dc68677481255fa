/** Types of @adobe/structured-data-validator (it ships none): the parts the SEO smoke test uses. */
declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    path: unknown;
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    registeredHandlers: Record<string, (() => Promise<{ default: unknown }>)[]>;
    validate(extracted: { jsonld: Record<string, object[]> }): Promise<Issue[]>;
  }
}
