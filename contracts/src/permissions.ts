import {
  AbilityBuilder,
  createMongoAbility,
  subject,
  type ForcedSubject,
  type MongoAbility,
} from '@casl/ability';

/**
 * Who may do what to which thing (issue "Architecture", decision 039): one set of CASL rules, run
 * by the server on every call and by the web to show or hide actions. Roles give the broad rules,
 * ownership conditions (`authorId`, `ownerId`, `id`) the narrow ones.
 */

/**
 * - `manage`: anything (CASL's wildcard); admins hold it on `all`.
 * - `review`: approve or reject writing or public shares, and so see all of it while waiting.
 * - `demote`: set a user's role below admin.
 * - `open`: see a page meant for teachers or admins.
 */
export const ACTIONS = [
  'manage',
  'read',
  'create',
  'update',
  'delete',
  'review',
  'demote',
  'open',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What the rules look at in each kind of thing. */
export interface SubjectFields {
  /** An account. */
  User: { id: string };
  /** A discussion post. */
  Post: { authorId: string; reviewState?: string };
  /** A reply to a discussion post. */
  Reply: { authorId: string; reviewState?: string };
  /** A file share (a link, or a public one reviewed before it is published). */
  Share: { ownerId: string; kind?: string; reviewStatus?: number | null };
  /** A mock-exam attempt; `userId` is the learner who took it. */
  ExamAttempt: { userId: string };
  /** A certificate or an application for one; `holderId` is the learner it is for. */
  Certificate: { holderId: string };
  /** A paid course's order; `userId` is the learner who placed it. */
  Order: { userId: string };
  /** A page of the web; `audience` is who it is for. */
  Page: { audience: 'teacher' | 'admin' };
}
export type SubjectType = keyof SubjectFields;

type Subjects =
  SubjectType | 'all' | { [K in SubjectType]: SubjectFields[K] & ForcedSubject<K> }[SubjectType];

export type AppAbility = MongoAbility<[Action, Subjects]>;

/** What a route asks of its caller, e.g. `['manage', 'User']`: on every such thing, not one. */
export type Permission = readonly [Action, SubjectType];

/** Who is asking; roles other than teacher and admin get a student's rules. */
export interface PermissionUser {
  id: string;
  role: string;
}

/** A public share is approved with this review status (see `REVIEW_STATUS` in share-rules). */
const SHARE_APPROVED = 1;
const WRITINGS: ('Post' | 'Reply')[] = ['Post', 'Reply'];

/** The rules of a user, or of a visitor when there is none. */
export function defineAbilityFor(user: PermissionUser | null | undefined): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);

  // Everyone: approved writing; link shares, and public shares once approved.
  can('read', WRITINGS, { reviewState: 'approved' });
  can('read', 'Share', { kind: { $ne: 'public' } });
  can('read', 'Share', { reviewStatus: SHARE_APPROVED });
  if (!user) return build();

  // Signed in: their own writing and shares, whatever their review state.
  can('create', WRITINGS);
  can(['read', 'update', 'delete'], WRITINGS, { authorId: user.id });
  can('read', 'Share', { ownerId: user.id });
  can('read', 'ExamAttempt', { userId: user.id });
  can('read', 'Certificate', { holderId: user.id });
  can('read', 'Order', { userId: user.id });

  if (user.role === 'teacher') can('open', 'Page', { audience: 'teacher' });

  if (user.role === 'admin') {
    can('manage', 'all');
    // An admin rejects or deletes others' writing; only its author edits it.
    cannot('update', WRITINGS);
    can('update', WRITINGS, { authorId: user.id });
    // Demoting oneself by accident would lock everyone out of the admin pages.
    cannot('demote', 'User', { id: user.id });
  }
  return build();
}

/** `thing` marked as a `type` for the rules, e.g. `about('Post', post)`. */
export function about<K extends SubjectType>(type: K, thing: SubjectFields[K]) {
  return subject(type, { ...thing });
}

/**
 * Whether the ability allows the action on every thing of that type, not just on some (a rule
 * without conditions decides it). Routes ask this: a student owns some posts, but may not review
 * posts.
 */
export function allowsEvery(ability: AppAbility, [action, type]: Permission): boolean {
  const rule = ability.relevantRuleFor(action, type);
  return !!rule && !rule.inverted && !rule.conditions;
}
