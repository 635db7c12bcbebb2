import type { CatalogueEntry } from './error-entry';

/** The games (spec learning area §1 six games). Part of the one catalogue assembled in errors.ts. */
export const GAMES_ERRORS = {
  // 3860–3869: the games.
  gameRoundUnknown: {
    code: 3860,
    httpStatus: 200,
    message: {
      ar: 'هذه الجولة غير موجودة؛ ابدأ جولة جديدة',
      zh: '这一轮游戏不存在，请重新开始',
      en: 'This round does not exist; start a new one',
    },
  },
  gameRoundFinished: {
    code: 3861,
    httpStatus: 200,
    message: {
      ar: 'سُجّلت نتيجة هذه الجولة من قبل',
      zh: '这一轮的成绩已经记录过了',
      en: 'This round has already been scored',
    },
  },
  gameRoundExpired: {
    code: 3862,
    httpStatus: 200,
    message: {
      ar: 'انتهى وقت هذه الجولة؛ ابدأ جولة جديدة',
      zh: '这一轮已超时，请重新开始',
      en: 'This round has expired; start a new one',
    },
  },
  gameAnswersMismatch: {
    code: 3863,
    httpStatus: 200,
    message: {
      ar: 'الإجابات المرسلة لا تطابق هذه الجولة',
      zh: '提交的答案与这一轮不符',
      en: 'The answers sent do not fit this round',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
