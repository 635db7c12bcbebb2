import { createEmptyCard, fsrs, Rating, State, type Card } from 'ts-fsrs';
import type { WritingRating } from '@qiao/contracts/writing';

/** The FSRS state of one learner's character, as the writing_cards row keeps it. */
export interface CharacterCard {
  state: 'new' | 'learning' | 'review' | 'relearning';
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
}

const STATE_NAMES = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
} as const;
const STATES = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
} as const;
const GRADES = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
} as const;

// FSRS's default parameters (90% retention) without fuzz, so the same history gives the same day.
const scheduler = fsrs({ enable_fuzz: false });

function toFsrs(card: CharacterCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state],
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

/**
 * The character's next card after a written attempt graded `rating` at `now`: a character written
 * for the first time starts from an empty card.
 */
export function scheduleCharacter(
  previous: CharacterCard | null,
  rating: WritingRating,
  now: Date,
): CharacterCard {
  const from = previous ? toFsrs(previous) : createEmptyCard(now);
  const { card } = scheduler.next(from, now, GRADES[rating]);
  return {
    state: STATE_NAMES[card.state],
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? now,
  };
}
