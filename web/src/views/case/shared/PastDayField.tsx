import { DatePicker, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMessageText } from '../../../components/dialogs/use-message-text';
import { FieldItem, type FieldProps } from '../../../components/form/field-layout';
import { officeDay } from '../../../utils/format-time';

const DAY = 'YYYY-MM-DD';

/** Today on the office's (Beijing) calendar, as the form keeps a day and the server checks it. */
export const today = () => officeDay();

/**
 * A day that has happened (a consultation held, a letter sent): the form keeps it as the YYYY-MM-DD text
 * the API takes, the picker shows it as a day and offers none after today.
 */
export function PastDayField({ rules = [], ...props }: FieldProps) {
  const message = useMessageText();
  const notAfterToday: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value > today()) throw new Error(message('case.dateInFuture'));
    },
  };
  return (
    <FieldItem
      {...props}
      rules={[notAfterToday, ...rules]}
      item={{
        ...props.item,
        getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
        normalize: (day: Dayjs | null) => (day ? day.format(DAY) : undefined),
      }}
    >
      <DatePicker format={DAY} style={{ width: '100%' }} aria-label={props.label} disabledDate={(day) => day.format(DAY) > today()} />
    </FieldItem>
  );
}
