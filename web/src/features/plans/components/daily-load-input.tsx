import { InputNumber, type InputNumberProps } from 'antd';
import { PLAN_LIMITS } from '@qiao/contracts/plans';

/**
 * A course's daily load (class hours a day): whole numbers within PLAN_LIMITS, the same bounds
 * the server checks, wherever a load is typed (a new plan, an added course, a changed load).
 */
export function DailyLoadInput(props: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'>) {
  return (
    <InputNumber<number>
      min={PLAN_LIMITS.minDailyLoad}
      max={PLAN_LIMITS.maxDailyLoad}
      precision={0}
      {...props}
    />
  );
}
