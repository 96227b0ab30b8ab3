/**
 * Exploring the schema is for signed-in users: a caller who is not signed in gets neither introspection
 * (`__schema`, `__type`) nor the "Did you mean …?" suggestions that spell out field names, unless
 * GRAPHQL_INTROSPECTION=1 opens both to everyone. Both come from graphql-js itself: its
 * NoSchemaIntrospectionCustomRule and its validator's `hideSuggestions` option.
 */
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServerContext } from './context.ts';

export function schemaExplorationPlugin(openToAnonymous: boolean): Plugin<ServerContext> {
  return {
    onValidate({ context, addValidationRule, setValidationFn, validateFn }) {
      if (openToAnonymous || context.viewerId) return;
      // The added rule also keys Yoga's validation cache (by rule names), so a document validated for a
      // signed-in user is validated again, hiding its suggestions, for a caller who is not.
      addValidationRule(NoSchemaIntrospectionCustomRule);
      setValidationFn((schema, document, rules, options, typeInfo) =>
        validateFn(schema, document, rules, { ...options, hideSuggestions: true }, typeInfo),
      );
    },
  };
}
