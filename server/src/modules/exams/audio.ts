import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { EXAM_LIMITS, type StoredPaper } from '@qiao/contracts/exams';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { sendStoredObject } from '../../platform/http/send-stored-object';
import { readToken, signToken } from '../../platform/secrets/signed-token';
import type { ObjectStore } from '../../platform/storage/object-store';
import { bringUpToTime, finishedError, loadAttempt } from './attempt-store';
import { sectionOpenAt } from './answering';
import { AUDIO_SNIFF_BYTES, audioTypeOf } from './rules/audio-type';
import { playsLeft } from './rules/clock';
import { findItem } from './rules/paper-items';
import { examAttempts, examPapers } from './tables';

/**
 * Listening: each play is counted on the server before the sound is handed out, through an address
 * signed for one attempt's item that dies after `EXAM_LIMITS.audioUrlSeconds`. The page fetches it
 * once and plays the bytes without controls; the sound's stored key never reaches the browser.
 */

/** The name of the secret audio addresses are signed with. */
export const AUDIO_KEY_SECRET = 'exams.audio-key';
export const MOCK_EXAM_AUDIO_PATH = '/api/cert/mockExamAudio';
export const LESSON_TEST_AUDIO_PATH = '/api/cert/lessonTestAudio';

interface AudioGrant {
  attemptId: string;
  itemId: string;
  /** Seconds since the epoch. */
  expires: number;
}

/** Spends one play of an item of the current section and answers the address of its sound. */
export async function playAudio(
  db: Db,
  signingKey: string,
  userId: string,
  input: { attemptId: string; itemId: string },
  now = new Date(),
): Promise<{ url: string; playsLeft: number }> {
  const loaded = await bringUpToTime(db, await loadAttempt(db, userId, input.attemptId), now);
  const { attempt, paper } = loaded;
  if (attempt.state !== 'running') throw finishedError(attempt);
  const located = findItem(paper.paper, input.itemId);
  if (!located || located.sectionIndex !== attempt.sectionIndex) {
    throw new AppError('examItemNotInSection');
  }
  const { audioPlays } = located.part;
  if (!located.item.audio || audioPlays === 0) throw new AppError('examNoPlaysLeft');
  const used = sql`coalesce((${examAttempts.plays} ->> ${input.itemId}::text)::int, 0)`;
  const [counted] = await db
    .update(examAttempts)
    .set({
      plays: sql`${examAttempts.plays} || jsonb_build_object(${input.itemId}::text, ${used} + 1)`,
    })
    .where(
      and(
        eq(examAttempts.id, attempt.id),
        eq(examAttempts.state, 'running'),
        eq(examAttempts.sectionIndex, located.sectionIndex),
        sql`${used} < ${audioPlays}::int`,
        sectionOpenAt(paper.paper.sections[located.sectionIndex]!.seconds, now, 0),
      ),
    )
    .returning({ plays: examAttempts.plays });
  if (!counted) {
    const fresh = await bringUpToTime(db, await loadAttempt(db, userId, attempt.id), now);
    if (fresh.attempt.state !== 'running') throw finishedError(fresh.attempt);
    if (fresh.attempt.sectionIndex !== located.sectionIndex) throw new AppError('examTimeUp');
    throw new AppError('examNoPlaysLeft');
  }
  const grant: AudioGrant = {
    attemptId: attempt.id,
    itemId: located.item.id,
    expires: Math.floor(now.getTime() / 1000) + EXAM_LIMITS.audioUrlSeconds,
  };
  return {
    url: `${MOCK_EXAM_AUDIO_PATH}?${new URLSearchParams({ token: signToken(signingKey, grant) })}`,
    playsLeft: playsLeft(audioPlays, counted.plays[located.item.id]),
  };
}

// Sound is played, never run: a sandbox without scripts if the address is opened on its own.
const MEDIA_POLICY = "sandbox; default-src 'none'; media-src 'self'";

async function readHead(store: ObjectStore, key: string): Promise<Buffer> {
  const read = await store.get(key, { start: 0, end: AUDIO_SNIFF_BYTES - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A lesson test's sound: practice, untimed and taken again at will, so its plays are not counted. */
interface LessonAudioGrant {
  contentId: string;
  itemId: string;
  expires: number;
}

/**
 * The address of a lesson test's sound, for a learner who may open the test (`paper` was found
 * through the content's course outline for them).
 */
export function lessonAudioUrl(
  signingKey: string,
  contentId: string,
  paper: StoredPaper,
  itemId: string,
  now = new Date(),
): string {
  if (!findItem(paper, itemId)?.item.audio) throw new AppError('examItemNotInSection');
  const grant: LessonAudioGrant = {
    contentId,
    itemId,
    expires: Math.floor(now.getTime() / 1000) + EXAM_LIMITS.audioUrlSeconds,
  };
  return `${LESSON_TEST_AUDIO_PATH}?${new URLSearchParams({ token: signToken(signingKey, grant) })}`;
}

const byToken = { querystring: z.object({ token: z.string().max(2048) }), hide: true };

/**
 * The GET routes behind the signed addresses: the sound of the one item a grant names, in a mock
 * attempt's paper or in a lesson test's.
 */
export async function examAudioRoute(
  app: FastifyInstance,
  {
    db,
    store,
    signingKey,
    lessonPaperOf,
  }: {
    db: Db;
    store: ObjectStore;
    signingKey: string;
    lessonPaperOf: (contentId: string) => Promise<StoredPaper | null>;
  },
) {
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    paper: StoredPaper | undefined | null,
    grant: { itemId: string; expires: number },
  ) => {
    const key = paper ? findItem(paper, grant.itemId)?.item.audio : undefined;
    const size = key ? (await store.head(key))?.size : undefined;
    if (!key || size === undefined) throw new AppError('examAudioExpired');
    const secondsLeft = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
    return sendStoredObject(request, reply, store, {
      key,
      size,
      name: `${grant.itemId}.audio`,
      contentType: audioTypeOf(await readHead(store, key)),
      inline: true,
      cacheControl: `private, max-age=${secondsLeft}`,
      contentSecurityPolicy: MEDIA_POLICY,
    });
  };
  const tokenOf = (request: FastifyRequest) => (request.query as { token: string }).token;

  app.get(MOCK_EXAM_AUDIO_PATH, { schema: byToken }, async (request, reply) => {
    const grant = readToken<AudioGrant>(signingKey, tokenOf(request));
    // An expired, altered or made-up address is refused alike.
    if (!grant?.attemptId) throw new AppError('examAudioExpired');
    const [row] = await db
      .select({ paper: examPapers.paper })
      .from(examAttempts)
      .innerJoin(examPapers, eq(examPapers.id, examAttempts.paperId))
      .where(eq(examAttempts.id, grant.attemptId));
    return send(request, reply, row?.paper, grant);
  });

  app.get(LESSON_TEST_AUDIO_PATH, { schema: byToken }, async (request, reply) => {
    const grant = readToken<LessonAudioGrant>(signingKey, tokenOf(request));
    if (!grant?.contentId) throw new AppError('examAudioExpired');
    return send(request, reply, await lessonPaperOf(grant.contentId), grant);
  });
}
