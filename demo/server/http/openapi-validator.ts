import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OPENAPI_DOCUMENT } from './openapi-document';

const ajv = new Ajv2020({ allErrors: false, strict: false });
// ajv-formats is CommonJS: its default export arrives wrapped or bare depending on the loader.
const addFormatsPlugin = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
addFormatsPlugin(ajv);
ajv.addSchema({ $id: 'openapi', components: OPENAPI_DOCUMENT.components });

const compiled = new Map<string, ValidateFunction>();

/** The validator of one schema of the API description's components, e.g. `AccessRequest`. */
export function schemaValidator(name: string): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    const found = ajv.getSchema(`openapi#/components/schemas/${name}`);
    if (!found) throw new Error(`No schema ${name} in openapi.json`);
    validate = found;
    compiled.set(name, validate);
  }
  return validate;
}

/** A readable reason why `value` does not match the schema `name`, or null when it does. */
export function schemaProblem(name: string, value: unknown): string | null {
  const validate = schemaValidator(name);
  if (validate(value)) return null;
  const [first] = validate.errors ?? [];
  const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll('/', '.')} ` : '';
  return `Invalid ${name}: ${where}${first?.message ?? 'does not match'}`.trim();
}
