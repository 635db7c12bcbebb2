import { describe, expect, it } from 'vitest';
import {
  about,
  allowsEvery,
  defineAbilityFor,
  type Permission,
  type PermissionUser,
  type SubjectFields,
  type SubjectType,
} from './permissions';

const users: Record<string, PermissionUser | null> = {
  anonymous: null,
  student: { id: 'me', role: 'student' },
  teacher: { id: 'me', role: 'teacher' },
  admin: { id: 'me', role: 'admin' },
};
type Who = keyof typeof users;
const ROLES = Object.keys(users) as Who[];

/** One action on one thing, and the roles that may do it (everyone else may not). */
interface Case<K extends SubjectType = SubjectType> {
  action: Parameters<ReturnType<typeof defineAbilityFor>['can']>[0];
  type: K;
  thing: SubjectFields[K];
  allowed: Who[];
}

const mine = { authorId: 'me' };
const theirs = { authorId: 'other' };

const instanceCases: Case[] = [
  // Discussion writing: approved is for all; waiting or refused, for its author and admins.
  ...(['Post', 'Reply'] as const).flatMap((type): Case[] => [
    { action: 'read', type, thing: { ...theirs, reviewState: 'approved' }, allowed: ROLES },
    { action: 'read', type, thing: { ...theirs, reviewState: 'pending' }, allowed: ['admin'] },
    { action: 'read', type, thing: { ...theirs, reviewState: 'rejected' }, allowed: ['admin'] },
    {
      action: 'read',
      type,
      thing: { ...mine, reviewState: 'pending' },
      allowed: ['student', 'teacher', 'admin'],
    },
    // Only the author edits (an admin rejects or deletes instead).
    { action: 'update', type, thing: mine, allowed: ['student', 'teacher', 'admin'] },
    { action: 'update', type, thing: theirs, allowed: [] },
    { action: 'delete', type, thing: mine, allowed: ['student', 'teacher', 'admin'] },
    { action: 'delete', type, thing: theirs, allowed: ['admin'] },
    { action: 'review', type, thing: theirs, allowed: ['admin'] },
    { action: 'review', type, thing: mine, allowed: ['admin'] },
  ]),
  // Shares: link shares and approved public shares for all; others' unapproved public ones for
  // admins only; the owner always.
  { action: 'read', type: 'Share', thing: { ownerId: 'other', kind: 'link' }, allowed: ROLES },
  {
    action: 'read',
    type: 'Share',
    thing: { ownerId: 'other', kind: 'public', reviewStatus: 1 },
    allowed: ROLES,
  },
  {
    action: 'read',
    type: 'Share',
    thing: { ownerId: 'other', kind: 'public', reviewStatus: 0 },
    allowed: ['admin'],
  },
  {
    action: 'read',
    type: 'Share',
    thing: { ownerId: 'other', kind: 'public', reviewStatus: 2 },
    allowed: ['admin'],
  },
  {
    action: 'read',
    type: 'Share',
    thing: { ownerId: 'me', kind: 'public', reviewStatus: 0 },
    allowed: ['student', 'teacher', 'admin'],
  },
  {
    action: 'review',
    type: 'Share',
    thing: { ownerId: 'other', kind: 'public', reviewStatus: 0 },
    allowed: ['admin'],
  },
  // Users: admins manage them, but may not demote themselves.
  { action: 'demote', type: 'User', thing: { id: 'other' }, allowed: ['admin'] },
  { action: 'demote', type: 'User', thing: { id: 'me' }, allowed: [] },
  { action: 'manage', type: 'User', thing: { id: 'other' }, allowed: ['admin'] },
  // Orders: their learner reads them (and their receipts); admins read and refund any.
  {
    action: 'read',
    type: 'Order',
    thing: { userId: 'me' },
    allowed: ['student', 'teacher', 'admin'],
  },
  { action: 'read', type: 'Order', thing: { userId: 'other' }, allowed: ['admin'] },
  { action: 'update', type: 'Order', thing: { userId: 'me' }, allowed: ['admin'] },
  // Pages: teacher pages for teachers and admins, admin pages for admins.
  { action: 'open', type: 'Page', thing: { audience: 'teacher' }, allowed: ['teacher', 'admin'] },
  { action: 'open', type: 'Page', thing: { audience: 'admin' }, allowed: ['admin'] },
];

const label = (c: Case) => `${c.action} ${c.type} ${JSON.stringify(c.thing)}`;

describe('defineAbilityFor, on one thing', () => {
  for (const c of instanceCases) {
    for (const who of ROLES) {
      const expected = c.allowed.includes(who);
      it(`${who} ${expected ? 'may' : 'may not'} ${label(c)}`, () => {
        const ability = defineAbilityFor(users[who]);
        // The table mixes types; each row's thing matches its type.
        const thing = about(c.type, c.thing as never) as never;
        expect(ability.can(c.action, thing)).toBe(expected);
      });
    }
  }
});

/** Route permissions: the action on every thing of the type. */
const routeCases: { permission: Permission; allowed: Who[] }[] = [
  { permission: ['manage', 'User'], allowed: ['admin'] },
  { permission: ['review', 'Post'], allowed: ['admin'] },
  { permission: ['review', 'Reply'], allowed: ['admin'] },
  { permission: ['review', 'Share'], allowed: ['admin'] },
  // Everyone may read some posts and signed-in users update their own: none may on every one.
  { permission: ['read', 'Post'], allowed: ['admin'] },
  { permission: ['update', 'Post'], allowed: [] },
  { permission: ['delete', 'Reply'], allowed: ['admin'] },
  { permission: ['create', 'Post'], allowed: ['student', 'teacher', 'admin'] },
  // Every learner reads their own orders; only admins list and refund everyone's.
  { permission: ['read', 'Order'], allowed: ['admin'] },
  { permission: ['update', 'Order'], allowed: ['admin'] },
];

describe('allowsEvery, as routes ask', () => {
  for (const { permission, allowed } of routeCases) {
    for (const who of ROLES) {
      const expected = allowed.includes(who);
      it(`${who} ${expected ? 'may' : 'may not'} ${permission.join(' every ')}`, () => {
        expect(allowsEvery(defineAbilityFor(users[who]), permission)).toBe(expected);
      });
    }
  }
});

describe('roles the rules do not know', () => {
  it('get a signed-in student’s rules', () => {
    const ability = defineAbilityFor({ id: 'me', role: 'guest' });
    expect(ability.can('update', about('Post', mine))).toBe(true);
    expect(ability.can('open', about('Page', { audience: 'teacher' }))).toBe(false);
    expect(allowsEvery(ability, ['manage', 'User'])).toBe(false);
  });
});
