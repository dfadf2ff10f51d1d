import { authed, ok, type ApiRoute, type Ctx, type FieldTexts } from './http';
import { notFound, type NotFoundCode } from './not-found';
import { page } from './paging';
import type { Row, Table } from './table';

type Refusal = Response | undefined;
type Operation = 'list' | 'detail' | 'add' | 'update' | 'delete';

/** The endpoints `<base>/list|detail|add|update|delete` of one table, and the rules the platform holds them to. */
export interface Crud<R extends Row, Fields = Omit<R, 'id'>> {
  base: string;
  table: Table<R>;
  /** Which endpoints to build (list, add, update and delete by default). */
  only?: readonly Operation[];
  /** What the row is called: the not-found answer is `${label}不存在`. */
  label: string;
  notFoundCode?: NotFoundCode;
  /** The body field naming the row (`id` by default; robot scripts and plans say `sc_id`). */
  idField?: string;
  /** How an answer shows a row. */
  present?: (row: R) => unknown;
  /** Asked first, by every endpoint (a role check, say). */
  guard?: (ctx: Ctx, op: Operation) => Refusal;
  list?: {
    /** The test a row must pass for this query, or the refusal of the query. */
    filter?: (ctx: Ctx) => ((row: R) => boolean) | Response;
    sort?: (a: R, b: R) => number;
    /** Answers a Page (page/limit from the body) rather than every row. */
    paged?: boolean;
  };
  /** How add and update name their fields in the contract check's messages. */
  texts?: FieldTexts;
  /** The fields a form gives the row (`current` when updating), or the refusal (duplicates, references). */
  form?: (ctx: Ctx, current?: R) => Fields | Response;
  /** The row built from the form's fields under its id (a new one when adding); merges them by default. */
  build?: (fields: Fields, id: number, current?: R) => R;
  /** A business rule that refuses a delete (a row still in use). */
  refuseDelete?: (row: R, ctx: Ctx) => Refusal;
  /** What goes with a deleted row (references to it elsewhere). */
  afterDelete?: (row: R, ctx: Ctx) => void;
  messages?: Partial<Record<'add' | 'delete', string>> & {
    /** A fixed text, or one telling what the update changed beyond the form (rows it dropped, say). */
    update?: string | ((saved: R, current: R, ctx: Ctx) => string);
  };
}

const MESSAGES = { add: '添加成功', update: '更新成功', delete: '删除成功' };

/**
 * CRUD endpoints built from a table: list (filter, sort, paging), detail, add, update and delete, each answering
 * the not-found failure for an unknown id; their fields were checked against the contract before (see `texts`).
 */
export function crudHandlers<R extends Row, Fields = Omit<R, 'id'>>(spec: Crud<R, Fields>): ApiRoute[] {
  const { table, label } = spec;
  const present = spec.present ?? ((row: R) => row);
  const messages = { ...MESSAGES, ...spec.messages };
  const build =
    spec.build ??
    ((fields: Fields, id: number, current?: R) => ({ ...current, ...fields, id }) as unknown as R);
  const missing = () => notFound(label, spec.notFoundCode);
  const rowOf = (ctx: Ctx) => table.get(Number(ctx.body[spec.idField ?? 'id']));
  const fieldsOf = (ctx: Ctx, current?: R): Fields | Response => {
    if (spec.form) return spec.form(ctx, current);
    return ctx.body as Fields;
  };
  const endpoint = (op: Operation, answer: (ctx: Ctx) => Response) =>
    authed(
      `${spec.base}/${op}`,
      (ctx) => spec.guard?.(ctx, op) ?? answer(ctx),
      op === 'add' || op === 'update' ? spec.texts : undefined,
    );

  const endpoints: Record<Operation, () => ApiRoute> = {
    list: () =>
      endpoint('list', (ctx) => {
        const keep = spec.list?.filter?.(ctx);
        if (keep instanceof Response) return keep;
        const rows = table.list(keep, spec.list?.sort);
        return ok(spec.list?.paged ? page(rows, ctx.body, present) : rows.map(present));
      }),
    detail: () =>
      endpoint('detail', (ctx) => {
        const row = rowOf(ctx);
        return row ? ok(present(row)) : missing();
      }),
    add: () =>
      endpoint('add', (ctx) => {
        const fields = fieldsOf(ctx);
        if (fields instanceof Response) return fields;
        return ok(present(table.insert((id) => build(fields, id))), messages.add);
      }),
    update: () =>
      endpoint('update', (ctx) => {
        const current = rowOf(ctx);
        if (!current) return missing();
        const fields = fieldsOf(ctx, current);
        if (fields instanceof Response) return fields;
        const saved = table.update(current.id, build(fields, current.id, current))!;
        const { update } = messages;
        return ok(present(saved), typeof update === 'function' ? update(saved, current, ctx) : update);
      }),
    delete: () =>
      endpoint('delete', (ctx) => {
        const row = rowOf(ctx);
        if (!row) return missing();
        const refused = spec.refuseDelete?.(row, ctx);
        if (refused) return refused;
        spec.afterDelete?.(row, ctx);
        table.remove(row.id);
        return ok(null, messages.delete);
      }),
  };
  return (spec.only ?? (['list', 'add', 'update', 'delete'] as const)).map((op) => endpoints[op]());
}
