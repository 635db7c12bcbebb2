import { Button, Space, Tag } from 'antd';
import { CheckOutlined, LoginOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { promptLogin } from '../../../../api/login-prompt';
import {
  openRoomTab,
  useCancelLiveSignUp,
  useJoinLive,
  useLiveSignUp,
} from '../api/use-live-attendance';

/** Enters the room through Qiao (the visit is recorded); the room opens in a new tab. */
export function JoinLiveButton({ id }: { id: string }) {
  const { t } = useTranslation('mooc');
  const join = useJoinLive(id);
  return (
    <Button
      type="primary"
      icon={<VideoCameraOutlined aria-hidden />}
      loading={join.isPending}
      onClick={() => join.mutate(openRoomTab())}
    >
      {join.isPending ? t('live.opening') : t('live.join')}
    </Button>
  );
}

/** A visitor is asked to sign in first; the login brings them back to this page. */
export function SignInToJoinButton() {
  const { t } = useTranslation('mooc');
  return (
    <Button icon={<LoginOutlined aria-hidden />} onClick={promptLogin}>
      {t('live.signInToJoin')}
    </Button>
  );
}

/** "Signed up", with a way to take it back while the class has not started. */
export function SignedUpMark({ id, cancellable }: { id: string; cancellable: boolean }) {
  const { t } = useTranslation('mooc');
  const cancel = useCancelLiveSignUp(id);
  return (
    <Space wrap>
      <Tag color="green" icon={<CheckOutlined aria-hidden />}>
        {t('live.signedUp')}
      </Tag>
      {cancellable && (
        <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('live.cancelSignUp')}
        </Button>
      )}
    </Space>
  );
}

export function SignUpButton({ id }: { id: string }) {
  const { t } = useTranslation('mooc');
  const signUp = useLiveSignUp(id);
  return (
    <Button loading={signUp.isPending} onClick={() => signUp.mutate()}>
      {t('live.signUp')}
    </Button>
  );
}

export function AttendedMark() {
  const { t } = useTranslation('mooc');
  return (
    <Tag color="blue" icon={<CheckOutlined aria-hidden />}>
      {t('live.attended')}
    </Tag>
  );
}
