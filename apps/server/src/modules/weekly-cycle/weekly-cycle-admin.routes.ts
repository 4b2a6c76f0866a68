import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiError,
  CycleRunView,
  CycleStepResult,
  StartCycleRunInput,
  Week,
} from '@mealbox/contracts';
import { cycleRun, cycleRunsOfWeek, startCycleRun } from './cycle-admin.service.ts';
import type { CycleRunner } from './run-cycle.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** Staff's calls to start and watch the weekly cycle's runs (under `/api/admin`). */
export const weeklyCycleAdminRoutes: FastifyPluginAsyncZod<{ runner: CycleRunner }> = async (
  app,
  { runner },
) => {
  app.post(
    '/cycle/runs',
    {
      config: { permission: 'manage-orders' },
      schema: {
        tags: ['weekly cycle'],
        summary:
          "Start a run of the weekly cycle for a channel's week (manage-orders), or one subscription's step of it",
        body: StartCycleRunInput,
        response: {
          200: z.object({ step: CycleStepResult }),
          202: z.object({ run: CycleRunView }),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const answer = await startCycleRun(request.ctx, runner, request.body);
      return 'run' in answer ? reply.code(202).send(answer) : answer;
    },
  );

  app.get(
    '/cycle/runs',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['weekly cycle'],
        summary: "A week's runs, newest first, with their progress (view-admin)",
        querystring: z.object({ week: Week }),
        response: { 200: z.object({ runs: z.array(CycleRunView) }), ...refusals },
      },
    },
    async (request) => ({ runs: await cycleRunsOfWeek(request.ctx, request.query.week) }),
  );

  app.get(
    '/cycle/runs/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['weekly cycle'],
        summary: "A run's progress: total, done, failed, skipped (view-admin)",
        params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
        response: { 200: CycleRunView, ...refusals },
      },
    },
    (request) => cycleRun(request.ctx, request.params.id),
  );
};
