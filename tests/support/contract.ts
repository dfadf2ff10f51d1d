import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import { strictContract } from './contract-strict';
// The same bundle codegen reads: envelopes expanded, every schema under components/schemas.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundle } = require('../../codegen/bundle.cjs') as { bundle: () => object };

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

let loaded: Promise<Ajv2020> | undefined;

/**
 * The bundled contract inside one Ajv instance, so internal $refs (and recursive trees) resolve; its objects
 * closed to properties it does not declare (contract-strict.ts).
 */
function contract(): Promise<Ajv2020> {
  loaded ??= Promise.resolve(bundle()).then((doc) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(strictContract(doc as Parameters<typeof strictContract>[0]), 'openapi');
    return ajv;
  });
  return loaded;
}

/** The validator of one response of the contract: POST `apiPath` answering `status` with JSON. */
export async function responseValidator(apiPath: string, status: number): Promise<ValidateFunction> {
  const ajv = await contract();
  const pointer = `openapi#/paths/${escape(apiPath)}/post/responses/${status}/content/${escape('application/json')}/schema`;
  return ajv.compile({ $ref: pointer });
}

/**
 * Asserts that a mock answer is what the contract promises for that path and status. A failure envelope
 * (code ≠ 0 with HTTP 200 like the platform, the second branch of every 200 answer, or the HTTP 401 every path
 * with a token declares) is checked against components/schemas/ErrorEnvelope; a success against the path's own
 * 200 answer.
 */
export async function expectContractAnswer(apiPath: string, status: number, body: unknown): Promise<void> {
  const failed = status !== 200 || (body as { code?: unknown })?.code !== 0;
  const validate = failed
    ? (await contract()).compile({ $ref: 'openapi#/components/schemas/ErrorEnvelope' })
    : await responseValidator(apiPath, status);
  const valid = validate(body);
  if (!valid)
    throw new Error(`${apiPath} ${status} breaks the contract: ${JSON.stringify(validate.errors, null, 2)}`);
}

/** Asserts that `value` is a `components/schemas/<name>` of the contract (socket messages, say). */
export async function expectSchema(name: string, value: unknown): Promise<void> {
  const validate = (await contract()).getSchema(`openapi#/components/schemas/${escape(name)}`);
  if (!validate) throw new Error(`components/schemas/${name} is not in the contract`);
  if (!validate(value))
    throw new Error(`${name} breaks the contract: ${JSON.stringify(validate.errors, null, 2)}`);
}
