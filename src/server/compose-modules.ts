import type { ServerModule } from './app-services';

type AnyModule = ServerModule<unknown>;

/**
 * Modules built in the order they are added, each from one context that grows by the service of every module built
 * before it: a factory whose `Pick<…>` names a service not built yet does not compile.
 */
export type ModuleChain<TContext, TModules> = {
  /** The starting context and every service built so far, by name. */
  context: TContext;
  /** Every module built so far, by name (their routes are registered from here). */
  modules: TModules;
  /** Builds a module; its service joins the context under `name`. */
  add<TName extends string, TModule extends AnyModule>(
    name: TName,
    factory: (context: TContext, modules: TModules) => TModule,
  ): ModuleChain<TContext & Record<TName, TModule['service']>, TModules & Record<TName, TModule>>;
  /** Adds to the context what is not a module's own service (a provider, a second service a module returns). */
  provide<TName extends string, TValue>(
    name: TName,
    value: (context: TContext, modules: TModules) => TValue,
  ): ModuleChain<TContext & Record<TName, TValue>, TModules>;
};

export function composeModules<TContext extends object>(context: TContext): ModuleChain<TContext, object> {
  return chain(context, {});
}

function chain<TContext extends object, TModules extends object>(
  context: TContext,
  modules: TModules,
): ModuleChain<TContext, TModules> {
  return {
    context,
    modules,
    add(name, factory) {
      const module = factory(context, modules);
      return chain({ ...context, [name]: module.service } as never, { ...modules, [name]: module } as never);
    },
    provide(name, value) {
      return chain({ ...context, [name]: value(context, modules) } as never, modules);
    },
  };
}
