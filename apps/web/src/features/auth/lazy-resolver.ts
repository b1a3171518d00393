import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type * as ContractModule from '@staffwright/contract';

type Contract = typeof ContractModule;

/**
 * A zodResolver that loads zod and the contract's schemas the first time it is needed (or when
 * `preload` is called), not with the page: the forms validate on submit, and zod plus the schemas
 * are about a third of the auth page's JavaScript, on the critical path of its first paint
 * (Lighthouse, slow phone line). The forms call `preload` when focus enters them.
 */
export function lazyZodResolver<T extends FieldValues>(pick: (contract: Contract) => ZodType<T, T>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@staffwright/contract')]).then(
      ([{ zodResolver }, contract]) => zodResolver(pick(contract)),
      (err: unknown) => {
        // A failed download is tried again on the next submit; this submit reports it.
        loading = undefined;
        throw err;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
