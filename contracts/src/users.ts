import { z } from 'zod';
import { pageFields, paged } from './pagination';
import { defineRoute } from './route';

/** Roles: everyone is a student; teachers get the teacher zone (spec `type` 1); admins manage. */
export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Spec `type`: 1 for a teacher, otherwise student. Admins teach too. */
export function userTypeOf(role: Role): 0 | 1 {
  return role === 'student' ? 0 : 1;
}

export const SEXES = ['male', 'female'] as const;
/** Spec: student, employee or in-service worker, other/freelance. */
export const OCCUPATIONS = ['student', 'employee', 'other'] as const;

export const userSummary = z.object({
  login_name: z.string(),
  user_name: z.string(),
  email: z.string().optional(),
  uid: z.string(),
  /** 1 teacher, otherwise student (spec). */
  type: z.union([z.literal(0), z.literal(1)]),
  role: z.enum(ROLES),
});
export type UserSummary = z.output<typeof userSummary>;

export const getUserInfo = defineRoute({
  method: 'POST',
  path: '/api/user/getUserInfo',
  summary: 'Who is signed in: status 1 with the user, or status 0 and null',
  tags: ['user'],
  noLogin: true,
  data: z.object({ status: z.union([z.literal(0), z.literal(1)]), data: userSummary.nullable() }),
});

const optionalText = z.string().trim().max(100, 'textTooLong').optional();

/** "Basic information": who the learner is. */
export const basicsInfo = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(64, 'nameTooLong'),
  sex: z.enum(SEXES, 'sexInvalid').nullable().optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'birthdayInvalid')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date < new Date() && date.getUTCFullYear() >= 1900;
    }, 'birthdayInvalid')
    .nullable()
    .optional(),
  nationality: optionalText,
  birthplace: optionalText,
  occupation: z.enum(OCCUPATIONS, 'occupationInvalid').nullable().optional(),
});
export type BasicsInfo = z.input<typeof basicsInfo>;

/** "User information": how to reach the learner. */
export const contactInfo = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'mobileInvalid')
    .or(z.literal(''))
    .optional(),
  email: z.email('emailInvalid').max(254, 'emailInvalid').or(z.literal('')).optional(),
});
export type ContactInfo = z.input<typeof contactInfo>;

export const profile = z.object({
  name: z.string(),
  sex: z.enum(SEXES).nullable(),
  birthday: z.string().nullable(),
  nationality: z.string(),
  birthplace: z.string(),
  occupation: z.enum(OCCUPATIONS).nullable(),
  mobile: z.string(),
  email: z.string(),
});
export type Profile = z.output<typeof profile>;

export const getBasicsInfo = defineRoute({
  method: 'POST',
  path: '/api/user/getBasicsInfo',
  summary: "The signed-in user's profile",
  tags: ['user'],
  data: profile,
});

export const editBasicsInfo = defineRoute({
  method: 'POST',
  path: '/api/user/editBasicsInfo',
  summary: 'Edit name, sex, birthday, nationality, birthplace and occupation',
  tags: ['user'],
  body: basicsInfo,
  data: profile,
});

export const editUserInfo = defineRoute({
  method: 'POST',
  path: '/api/user/editUserInfo',
  summary: 'Edit mobile phone and email',
  tags: ['user'],
  body: contactInfo,
  data: profile,
});

export const adminUserRow = userSummary.extend({ created_at: z.string() });

export const listUsers = defineRoute({
  method: 'POST',
  path: '/api/admin/userList',
  summary: 'Users, newest first, optionally filtered by name or email (admins only)',
  tags: ['admin'],
  permission: ['manage', 'User'],
  body: z.object({
    keyword: z.string().trim().max(100).optional(),
    ...pageFields,
  }),
  data: paged(adminUserRow),
});

export const setUserRole = defineRoute({
  method: 'POST',
  path: '/api/admin/setUserRole',
  summary: "Change a user's role, e.g. make a student a teacher (admins only)",
  tags: ['admin'],
  permission: ['manage', 'User'],
  body: z.object({ uid: z.string().min(1), role: z.enum(ROLES, 'roleInvalid') }),
  data: adminUserRow,
});
