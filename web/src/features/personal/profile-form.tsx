import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { basicsInfo, contactInfo, OCCUPATIONS, SEXES, type Profile } from '@qiao/contracts/users';
import { zodRule } from '../../components/form/zod-rule';
import { feedback } from '../../api/feedback';
import { useLanguage } from '../../hooks/use-language';
import { useSaveProfile } from './use-profile';
import styles from './personal.module.css';

interface FormValues {
  name: string;
  sex: Profile['sex'];
  birthday: Dayjs | null;
  nationality: string;
  birthplace: string;
  occupation: Profile['occupation'];
  mobile: string;
  email: string;
}

const toFormValues = (profile: Profile): FormValues => ({
  ...profile,
  birthday: profile.birthday ? dayjs(profile.birthday) : null,
});

/** The profile of spec §3: name, mobile phone, nationality, sex, birthday, birthplace, occupation, email. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('personal');
  const { language } = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveProfile();
  useEffect(() => form.setFieldsValue(toFormValues(profile)), [form, profile]);
  // Error texts were made in the previous language: check again so they follow the switch.
  useEffect(() => {
    const touched = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (touched.length > 0) void form.validateFields(touched.map((field) => field.name));
  }, [form, language]);

  const onFinish = (values: FormValues) => {
    save.mutate(
      {
        basics: {
          name: values.name,
          sex: values.sex ?? null,
          birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
          nationality: values.nationality ?? '',
          birthplace: values.birthplace ?? '',
          occupation: values.occupation ?? null,
        },
        contact: { mobile: values.mobile ?? '', email: values.email ?? '' },
      },
      { onSuccess: () => feedback().toast({ level: 'success', text: t('saved') }) },
    );
  };

  const rule = (schema: Parameters<typeof zodRule>[0]) => [zodRule(schema, language)];
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      onFinish={onFinish}
      disabled={save.isPending}
      requiredMark="optional"
    >
      <div className={styles.grid}>
        <Form.Item
          name="name"
          label={t('fields.name')}
          rules={rule(basicsInfo.shape.name)}
          required
        >
          <Input autoComplete="name" dir="auto" />
        </Form.Item>
        <Form.Item name="sex" label={t('fields.sex')}>
          <Radio.Group
            options={SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item name="birthday" label={t('fields.birthday')}>
          <DatePicker
            className={styles.fullWidth}
            disabledDate={(day) => day.isAfter(dayjs()) || day.year() < 1900}
            placeholder={t('fields.birthdayPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="occupation" label={t('fields.occupation')}>
          <Select
            allowClear
            placeholder={t('fields.occupationPlaceholder')}
            options={OCCUPATIONS.map((value) => ({ value, label: t(`occupation.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="nationality"
          label={t('fields.nationality')}
          rules={rule(basicsInfo.shape.nationality)}
        >
          <Input autoComplete="country-name" dir="auto" />
        </Form.Item>
        <Form.Item
          name="birthplace"
          label={t('fields.birthplace')}
          rules={rule(basicsInfo.shape.birthplace)}
        >
          <Input dir="auto" />
        </Form.Item>
        <Form.Item name="mobile" label={t('fields.mobile')} rules={rule(contactInfo.shape.mobile)}>
          <Input type="tel" autoComplete="tel" dir="ltr" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={rule(contactInfo.shape.email)}>
          <Input type="email" autoComplete="email" dir="ltr" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
