import type { DataProvider } from 'react-admin';

/** The react-admin CRUD methods a resource may map onto API calls. */
export const CRUD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'update',
  'updateMany',
  'create',
  'delete',
  'deleteMany',
] as const;

/** One of react-admin's CRUD method names. */
export type CrudMethod = (typeof CRUD_METHODS)[number];

type Params<M extends CrudMethod> = Parameters<DataProvider[M]>[1];
type Result<M extends CrudMethod> = Awaited<ReturnType<DataProvider[M]>>;

/** How one resource speaks the API: only the methods the API offers for it (one file per resource). */
export type ResourceMapping = { [M in CrudMethod]?: (params: Params<M>) => Promise<Result<M>> };

/**
 * Builds react-admin's CRUD methods from the per-resource mappings; a resource not among `mappings` is
 * asked of `more` (a mapping loaded on demand, e.g. with its chunk), when given.
 * A method a resource does not (yet) offer rejects with an Error naming method and resource.
 */
export const dispatchToMappings = (
  mappings: Record<string, ResourceMapping>,
  more?: (resource: string) => Promise<ResourceMapping | undefined>,
) =>
  Object.fromEntries(
    CRUD_METHODS.map((method) => [
      method,
      async (resource: string, params: never) => {
        const mapping = mappings[resource] ?? (await more?.(resource));
        const handler = mapping?.[method] as ((params: never) => Promise<unknown>) | undefined;
        if (!handler) throw new Error(`${method} is not available for resource "${resource}" yet`);
        return handler(params);
      },
    ]),
  ) as Pick<DataProvider, CrudMethod>;
