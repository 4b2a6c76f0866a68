import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { authMessages, formMessages } from '@mealbox/contracts';
import { AppError, TooManyRequests } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an unexpected failure of the route answers instead of the generic text: the spec's §8
     * fallback for that call ('Unable to skip this week'), so the customer reads the same words
     * whether the failure happened on the server or the way back.
     */
    fallbackMessage?: string;
  }
}

export interface ErrorHandlerOptions {
  /** Reports unexpected errors (the error-reporting SDK when configured). */
  report: (error: unknown) => void;
}

/** One place maps domain errors and validation failures to the `{ message, errors }` body. */
export const errorHandler = fp<ErrorHandlerOptions>(async (app, { report }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[field] ??= []).push(issue.message ?? formMessages.fieldNotValid);
      }
      return reply.code(422).send({ message: formMessages.notAllFieldsCorrect, errors });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      report(error);
      const message = request.routeOptions.config.fallbackMessage ?? authMessages.serverError;
      return reply.code(500).send({ message });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type…).
    return reply.code(status).send({ message: error.message });
  });
});
