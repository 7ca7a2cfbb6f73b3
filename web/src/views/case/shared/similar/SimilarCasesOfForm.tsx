import { type BodyCode, composeCaseText } from '@proposal-desk/shared';
import { Form } from 'antd';
import { SimilarCases } from './SimilarCases';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 查重 while a case is written: searches with the form's title and text as they are typed. */
export function SimilarCasesOfForm({ body, excludeId, linkCases }: { body: BodyCode; excludeId?: number; linkCases?: boolean }) {
  const form = Form.useFormInstance();
  const values = {
    title: text(Form.useWatch('title', form)),
    content: text(Form.useWatch('content', form)),
    reason: text(Form.useWatch('reason', form)),
    solution: text(Form.useWatch('solution', form)),
  };
  return <SimilarCases body={body} text={composeCaseText(values)} excludeId={excludeId} linkCases={linkCases} />;
}
