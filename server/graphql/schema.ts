import { createSchema } from 'graphql-yoga';
import type { GraphQLContext, ServerContext } from './context.ts';
import { userResolvers } from './resolvers/user.ts';
import { typeDefs } from './typeDefs.ts';

export const schema = createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers: [userResolvers] });
