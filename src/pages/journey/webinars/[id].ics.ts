// "Add to calendar" for a webinar: an iCalendar file (RFC 5545) with the start and end in UTC, which every
// calendar shows in its owner's own zone, and the join link. Unknown webinars are a real 404.
import type { APIRoute } from 'astro';
import { calendarFile } from '#/domain/ics.ts';
import { webinarEndsAt } from '#/domain/webinars.ts';
import { getBackend } from '#/server/config.ts';
import { webinarForCalendar } from '#/server/services/journeys/webinars.ts';

export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const backend = await getBackend();
  const webinar = await webinarForCalendar(backend, params.id ?? '');
  if (!webinar) return new Response('No such webinar.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const host = new URL(backend.settings.siteUrl).hostname;
  const text = calendarFile({
    uid: `webinar-${webinar.id}@${host}`,
    title: webinar.title,
    description: `${webinar.description ? `${webinar.description}\n\n` : ''}Join: ${webinar.joinUrl}\nEnter the attendance code on your journey's Webinars page to record your CPD time.`,
    startsAt: new Date(webinar.startsAt),
    endsAt: webinarEndsAt(new Date(webinar.startsAt), webinar.minutes),
    url: webinar.joinUrl,
    stamp: new Date(),
  });
  return new Response(text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="webinar-${webinar.id}.ics"`,
    },
  });
};
