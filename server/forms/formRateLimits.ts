import type { FastifyRequest } from 'fastify';

const perPerson = (request: FastifyRequest) => request.viewer?.id ?? request.ip;

/** Sending a form or an application: a person does it a few times a minute at most; more is a script. */
export const SUBMIT_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perPerson } };

/** Drafts are saved as the candidate types (the page debounces): two a second is generous. */
export const DRAFT_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perPerson } };
