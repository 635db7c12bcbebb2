import { describe, expect, it } from 'vitest';
import { getContent } from '@qiao/contracts/catalogue-mooc';
import { getLocalPlayAuth } from '@qiao/contracts/catalogue-library';
import {
  getStudyRecordByContentId,
  saveMukeRecordContent,
  saveMukeRecordCourse,
} from '@qiao/contracts/learning';
import { getUserInfo } from '@qiao/contracts/users';
import { CLASS_HOUR_CALLS } from './class-hour-early-start';

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
});
