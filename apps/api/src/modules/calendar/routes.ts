import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import {
  calendarEventSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  createCalendarFeedBodySchema,
} from '@maryjane/contract/calendar';
import { API_BASE } from '@maryjane/contract/constants';
import { dataEnvelope } from '@maryjane/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  noContent,
  ownerOf,
  secured,
  securedScope,
  type SecuredRoutesOptions,
} from '../../platform/http/secured-scope';
import * as calendar from './service';
import { fileAnswer } from '../../platform/openapi';

export interface CalendarRoutesOptions extends SecuredRoutesOptions {
  /** Where the app is reached from outside, for the UID of its events. */
  publicUrl: string;
  /** Where the feed's address points (PUBLIC_URL, or the address the request reached us at). */
  originOf: (request: FastifyRequest) => string;
}

const tags = ['calendar'];
const feedResponse = dataEnvelope(calendarFeedSchema);

/** The grow calendar and its private iCalendar feed (spec §7 "Calendar"). */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (
  app,
  { db, authenticate, publicUrl, originOf },
) => {
  // The feed is read by calendar apps with no session: its secret address is the key.
  app.get(
    apiPaths.calendarFeedFile,
    {
      schema: {
        tags,
        summary: 'Download the iCalendar feed by its secret address',
        params: z.object({ file: z.string() }),
        response: {
          200: fileAnswer('The grow calendar, iCalendar', { 'text/calendar': z.string() }),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const text = await calendar.feedCalendar(db, token, new URL(publicUrl).hostname);
      return reply
        .header('Cache-Control', 'private, max-age=900')
        .type('text/calendar; charset=utf-8')
        .send(text);
    },
  );

  await securedScope(app, authenticate, (mine) => {
    mine.get(
      apiPaths.calendar,
      {
        schema: {
          tags,
          summary: 'List grow calendar events in a date range',
          ...secured,
          querystring: calendarQuerySchema,
          response: { 200: dataEnvelope(calendarEventSchema.array()) },
        },
      },
      async (request) => ({
        data: await calendar.eventsOf(db, ownerOf(request), request.query.from, request.query.to),
      }),
    );
    mine.get(
      apiPaths.calendarFeed,
      {
        schema: {
          tags,
          summary: "Get the state of the grower's calendar feed",
          ...secured,
          response: { 200: feedResponse },
        },
      },
      async (request) => ({ data: await calendar.readFeed(db, ownerOf(request)) }),
    );
    mine.post(
      apiPaths.calendarFeed,
      {
        schema: {
          tags,
          summary: 'Make a calendar feed address; an older one stops working',
          ...secured,
          body: createCalendarFeedBodySchema,
          response: { 201: feedResponse },
        },
      },
      async (request, reply) => {
        const { token, feed } = await calendar.createFeed(
          db,
          ownerOf(request),
          request.body.language,
        );
        const url = new URL(
          `${API_BASE}${apiPath(apiPaths.calendarFeedFile, { file: `${token}.ics` })}`,
          originOf(request),
        ).toString();
        return reply.status(201).send({ data: { ...feed, url } });
      },
    );
    mine.delete(
      apiPaths.calendarFeed,
      { schema: { tags, summary: 'Turn off the calendar feed', ...secured, response: noContent } },
      async (request, reply) => {
        await calendar.revokeFeed(db, ownerOf(request));
        return reply.status(204).send(null);
      },
    );
  });
};
