import { describe, expect, it } from 'vitest';
import { scoreRound } from './games-scoring';

describe('game scoring', () => {
  it.each([
    { name: 'all tones right', answers: [['1'], ['4']], score: 20 },
    { name: 'one tone wrong', answers: [['1'], ['3']], score: 10 },
    { name: 'an item left unanswered', answers: [['1'], []], score: 10 },
  ])('a tone round scores 10 per right answer: $name', ({ answers, score }) => {
    expect(scoreRound('toneListening', [['1'], ['4']], { answers })).toMatchObject({ score });
  });

  it('a tone round with more or fewer answers than items is refused', () => {
    expect(scoreRound('toneListening', [['1'], ['4']], { answers: [['1']] })).toEqual({
      ok: false,
      reason: 'answersMismatch',
    });
  });

  it('a built character is right whatever order its two parts were chosen in', () => {
    const key = [['r1', 'o2']];
    expect(scoreRound('buildCharacter', key, { answers: [['o2', 'r1']] })).toMatchObject({
      score: 10,
    });
    expect(scoreRound('buildCharacter', key, { answers: [['r1', 'o3']] })).toMatchObject({
      score: 0,
    });
  });

  it('a stroke race and a sentence count only the exact order', () => {
    const key = [['a', 'b', 'c']];
    expect(scoreRound('strokeRace', key, { answers: [['a', 'b', 'c']] })).toMatchObject({
      score: 10,
    });
    expect(scoreRound('sentenceBuilder', key, { answers: [['b', 'a', 'c']] })).toMatchObject({
      score: 0,
      correct: [false],
    });
  });

  it.each([
    { moves: 3, score: 30 },
    { moves: 5, score: 26 },
    { moves: 40, score: 0 },
  ])('memory pairs lose 2 points a turn beyond the fewest: $moves turns → $score', (case_) => {
    const key = [['p1'], ['p2'], ['p3']];
    expect(scoreRound('pinyinPairs', key, { answers: [], moves: case_.moves })).toMatchObject({
      score: case_.score,
    });
  });

  it('memory pairs claimed in fewer turns than pairs, or without turns, are refused', () => {
    const key = [['p1'], ['p2'], ['p3']];
    expect(scoreRound('pinyinPairs', key, { answers: [], moves: 2 }).ok).toBe(false);
    expect(scoreRound('pinyinPairs', key, { answers: [] }).ok).toBe(false);
  });
});
