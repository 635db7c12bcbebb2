import type { ReactNode } from 'react';
import {
  BookOutlined,
  CalendarOutlined,
  CloudOutlined,
  EditOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  TrophyOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';

export type FeatureKey =
  | 'courses'
  | 'microLessons'
  | 'live'
  | 'ebooks'
  | 'exams'
  | 'plans'
  | 'writing'
  | 'games'
  | 'fileSpace';

export type Tone = 'teal' | 'gold' | 'coral' | 'indigo';

export interface Feature {
  key: FeatureKey;
  icon: ReactNode;
  tone: Tone;
}

/** What the platform offers, in the order a new learner meets it. Descriptive: no links yet. */
export const HOME_FEATURES: readonly Feature[] = [
  { key: 'courses', icon: <ReadOutlined />, tone: 'teal' },
  { key: 'microLessons', icon: <PlayCircleOutlined />, tone: 'gold' },
  { key: 'live', icon: <VideoCameraOutlined />, tone: 'coral' },
  { key: 'ebooks', icon: <BookOutlined />, tone: 'indigo' },
  { key: 'exams', icon: <SafetyCertificateOutlined />, tone: 'teal' },
  { key: 'plans', icon: <CalendarOutlined />, tone: 'gold' },
  { key: 'writing', icon: <EditOutlined />, tone: 'coral' },
  { key: 'games', icon: <TrophyOutlined />, tone: 'indigo' },
  { key: 'fileSpace', icon: <CloudOutlined />, tone: 'teal' },
];
