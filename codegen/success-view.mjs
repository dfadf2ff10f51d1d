/**
 * The contract as the console's hooks see it. The published contract declares every 200 answer as
 * `oneOf: [success envelope, ErrorEnvelope]`, since a failure answers HTTP 200 as well; the console's base query
 * (src/api/base-query.ts) turns a failure envelope into the query's error, so a hook's data is only ever the
 * success branch, and its generated type says so.
 */
export function successView(doc) {
  const view = structuredClone(doc);
  for (const [apiPath, item] of Object.entries(view.paths)) {
    const json = item.post.responses['200'].content['application/json'];
    const [success, failure] = json.schema.oneOf ?? [];
    if (!success || failure?.$ref !== '#/components/schemas/ErrorEnvelope')
      throw new Error(`${apiPath}: the 200 answer is not oneOf [success, ErrorEnvelope]`);
    json.schema = success;
  }
  return view;
}
