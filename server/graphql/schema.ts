import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { userResolvers } from './resolvers/user.ts';
import { typeDefs } from './typeDefs.ts';

export const schema = createSchema<GraphQLContext>({ typeDefs, resolvers: [userResolvers] });
