import { performance } from 'node:perf_hooks';
import { characterData } from '@qiao/server/src/modules/writing/character-data';
import { parseQuery, rankEntries, type SearchEntry } from '@qiao/contracts/writing-search';
import { WRITING_LIMITS } from '@qiao/contracts/writing';
import { openEmbeddedQiao } from './embedded-qiao';
import { printRatioTable } from './ratio-table';

/** The bound for one as-you-type search. */
const P95_BUDGET_MS = 20;

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)]!;
}

/**
 * What people type, for every character of the data: the character, its pinyin with tone marks,
 * with tone numbers and without tones, each typed letter by letter, and its first English and
 * Arabic meanings' first words.
 */
function typedQueries(): string[] {
  const queries: string[] = [];
  for (const entry of characterData().characterEntries) {
    queries.push(entry.text);
    const reading = entry.pinyin[0]!;
    for (let length = 1; length <= reading.toneless.length; length++) {
      queries.push(reading.toneless.slice(0, length));
    }
    queries.push(reading.marked, reading.numbered);
    const english = entry.english[0]?.split(' ')[0];
    if (english) queries.push(english);
    const arabic = entry.arabic[0]?.split(' ')[0];
    if (arabic) queries.push(arabic);
  }
  return queries;
}

/**
 * The baseline: the plain scan a competent engineer writes first over the same entries, with its
 * text made once per entry (the characters, every pinyin key, meanings) and a substring test per
 * query, the matches sorted by how common they are and the first ten kept.
 */
function plainScan(entries: readonly SearchEntry[]) {
  const haystacks = entries.map((entry) =>
    [
      entry.text,
      ...entry.pinyin.flatMap((p) => [p.marked, p.numbered, p.toneless]),
      ...entry.english,
      ...entry.arabic,
    ].join('\n'),
  );
  return (raw: string) => {
    const query = raw.trim().toLowerCase().replace(/\s+/g, '');
    const found: SearchEntry[] = [];
    for (let at = 0; at < entries.length; at++) {
      if (haystacks[at]!.includes(query)) found.push(entries[at]!);
    }
    return found
      .sort((a, b) => a.commonness - b.commonness)
      .slice(0, WRITING_LIMITS.quickSearchResults);
  };
}

/**
 * Both searches timed query by query in turns, after a warm-up: a pause of the shared machine then
 * falls on both alike.
 */
function timeInTurns(
  queries: string[],
  figure: (query: string) => unknown,
  baseline: (query: string) => unknown,
): { figure: number[]; baseline: number[] } {
  for (const query of queries.slice(0, 2000)) {
    figure(query);
    baseline(query);
  }
  const times = { figure: [] as number[], baseline: [] as number[] };
  for (const query of queries) {
    let start = performance.now();
    figure(query);
    times.figure.push(performance.now() - start);
    start = performance.now();
    baseline(query);
    times.baseline.push(performance.now() - start);
  }
  return times;
}

/**
 * `npm run bench -- writing`: as-you-type search (queryQuickSearch's rule) over all 2,600+
 * characters and 5,000 words, for every query a learner types for every character, p95 beside the
 * plain scan's; then the same call over HTTP, p95 beside the 20 ms bound.
 */
export async function benchWriting() {
  const { entries } = characterData();
  const queries = typedQueries();
  const ranked = (raw: string) => {
    const query = parseQuery(raw);
    return typeof query === 'string' ? [] : rankEntries(entries, query, 10);
  };
  const baseline = plainScan(entries);
  const times = timeInTurns(queries, ranked, baseline);
  console.log(
    `\nwriting: ${queries.length} typed queries over ${entries.length} characters and words (p95, ms)`,
  );
  printRatioTable(
    [
      {
        name: 'quick search (ranked) vs plain substring scan',
        figure: p95(times.figure),
        baseline: p95(times.baseline),
      },
    ],
    { figure: 'ranked', baseline: 'scan' },
    3,
  );

  const qiao = await openEmbeddedQiao('writing');
  await qiao.listen();
  try {
    const sample = queries.filter((_, index) => index % 10 === 0);
    const times: number[] = [];
    for (const q of sample) {
      const start = performance.now();
      const response = await fetch(
        `${qiao.url}/open_api/queryQuickSearch?${new URLSearchParams({ q })}`,
      );
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    printRatioTable(
      [
        {
          name: `queryQuickSearch over HTTP (${sample.length} queries)`,
          figure: p95(times),
          baseline: P95_BUDGET_MS,
        },
      ],
      { figure: 'p95 ms', baseline: 'bound' },
      2,
    );
  } finally {
    await qiao.close();
  }
}
