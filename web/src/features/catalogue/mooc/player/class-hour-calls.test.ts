import { describe, expect, it } from 'vitest';
import { getContent } from '@qiao/contracts/catalogue-mooc';
import { getLocalPlayAuth } from '@qiao/contracts/catalogue-library';
import {
  getStudyRecordByContentId,
  saveMukeRecordContent,
  saveMukeRecordCourse,
} from '@qiao/contracts/learning';
import { getUserInfo } from '@qiao/contracts/users';
import type { EarlyCall } from '../../../../app/early-start';
import { CLASS_HOUR_PDF_ROUTE, CLASS_HOUR_ROUTE } from '../mooc-routes';
import { CLASS_HOUR_CALLS, sendClassHourFirstCalls } from './class-hour-calls';

const named = ({
  method,
  path,
  withoutCookie,
}: {
  method: string;
  path: string;
  withoutCookie?: boolean;
}) => ({
  method,
  path,
  withoutCookie,
});

describe("the class hour's early calls", () => {
  it('are sent as the contracts the page calls say', () => {
    expect(named(CLASS_HOUR_CALLS.userInfo)).toEqual(named(getUserInfo));
    expect(named(CLASS_HOUR_CALLS.content)).toEqual(named(getContent));
    expect(named(CLASS_HOUR_CALLS.playAuth)).toEqual(named(getLocalPlayAuth));
    expect(named(CLASS_HOUR_CALLS.openHour)).toEqual(named(saveMukeRecordCourse));
    expect(named(CLASS_HOUR_CALLS.studyRecord)).toEqual(named(getStudyRecordByContentId));
    expect(named(CLASS_HOUR_CALLS.openContent)).toEqual(named(saveMukeRecordContent));
  });

  it("of which the entry sends those that need only the address, then the first content's address", async () => {
    const sent: [string, unknown][] = [];
    const answers: Record<string, unknown> = {
      [CLASS_HOUR_CALLS.content.path]: {
        data: {
          classHour: {
            contents: [
              { id: 't1', kind: 'test' },
              { id: 'd1', kind: 'document' },
            ],
          },
        },
      },
      [CLASS_HOUR_CALLS.playAuth.path]: { data: { url: '/media/d1' } },
    };
    const send = (call: EarlyCall, input: unknown) => {
      sent.push([call.path, input]);
      return Promise.resolve(answers[call.path]);
    };
    const query = new URLSearchParams('id=h1');
    // The pdf page opens the hour's document: its address is asked for at once.
    const first = await sendClassHourFirstCalls({ pathname: CLASS_HOUR_PDF_ROUTE, query, send });
    expect(sent).toEqual([
      [CLASS_HOUR_CALLS.userInfo.path, undefined],
      [CLASS_HOUR_CALLS.content.path, { classHourId: 'h1' }],
      [CLASS_HOUR_CALLS.playAuth.path, { id: 'd1' }],
    ]);
    expect(first?.content.id).toBe('d1');
    expect(await first?.playAuth).toEqual({ data: { url: '/media/d1' } });
  });

  it('asks for no address when the content opened first has none (a test), nor without a class hour', async () => {
    const sent: string[] = [];
    const send = (call: EarlyCall) => {
      sent.push(call.path);
      return Promise.resolve({ data: { classHour: { contents: [{ id: 't1', kind: 'test' }] } } });
    };
    const route = { pathname: CLASS_HOUR_ROUTE, send };
    expect(await sendClassHourFirstCalls({ ...route, query: new URLSearchParams('id=h1') })).toBe(
      undefined,
    );
    expect(sent).not.toContain(CLASS_HOUR_CALLS.playAuth.path);
    sent.length = 0;
    await sendClassHourFirstCalls({ ...route, query: new URLSearchParams('id=%20') });
    expect(sent).toEqual([]);
  });
});
