import { z } from 'zod';
import { startCourseCheckout } from '../../payments/checkout.ts';
import { type GraphQLContext, requireViewer } from '../context.ts';
import { parseArgs } from '../validate.ts';
import { id } from './args.ts';

/** Buying a course (issue 28): the hosted checkout; the purchase itself comes from the webhook only. */
export const paymentsResolvers = {
  Mutation: {
    startCourseCheckout: (_parent: unknown, args: unknown, context: GraphQLContext) => {
      const viewerId = requireViewer(context);
      const { courseId } = parseArgs(z.object({ courseId: id }), args);
      return startCourseCheckout(
        context.database.db,
        context.payments,
        viewerId,
        courseId,
        context.appAddress,
      );
    },
  },
};
