import type { Rule } from 'antd/es/form';
import { Form, Input } from 'antd';
import { DRIVE_LIMITS, FORBIDDEN_NAME_CHARACTERS } from '@qiao/contracts/drive-rules';
import type { NameProblem } from '@qiao/contracts/drive-rules';
import type { Language } from '@qiao/contracts/languages';
import { useLanguage } from '../../../hooks/use-language';
import { nameLength, nameProblemMessage, nameProblemOf, type EntryKind } from '../rules/name-rule';

const PROBLEMS: readonly NameProblem[] = ['required', 'tooLong', 'forbiddenCharacter', 'reserved'];

/**
 * The spec's message, with the list of characters kept left to right: inside an Arabic sentence
 * the bare symbols would otherwise be drawn reversed and mirrored.
 */
function ProblemText({
  problem,
  kind,
  language,
}: {
  problem: NameProblem;
  kind: EntryKind;
  language: Language;
}) {
  const message = nameProblemMessage(problem, kind, language);
  const at = message.indexOf(FORBIDDEN_NAME_CHARACTERS);
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <bdi dir="ltr">{FORBIDDEN_NAME_CHARACTERS}</bdi>
      {message.slice(at + FORBIDDEN_NAME_CHARACTERS.length)}
    </>
  );
}

function nameRules(kind: EntryKind, language: Language): Rule[] {
  return PROBLEMS.map((problem) => ({
    message: <ProblemText problem={problem} kind={kind} language={language} />,
    validator: async (_rule, value: string | undefined) => {
      if (nameProblemOf(value) === problem) throw new Error(problem);
    },
  }));
}

/** A file or folder name: the server's own rules and messages, and a character counter. */
interface NameFieldProps {
  /** Whether a file or a folder is named: the messages say which. */
  kind: EntryKind;
  label: string;
  placeholder?: string;
  /** Characters selected when the field gets focus: a file's name without its extension. */
  selectedLength?: number;
}

export function NameField({ kind, label, placeholder, selectedLength }: NameFieldProps) {
  const { language } = useLanguage();
  return (
    <Form.Item name="name" label={label} rules={nameRules(kind, language)} required validateFirst>
      <Input
        dir="auto"
        autoFocus
        autoComplete="off"
        placeholder={placeholder}
        onFocus={(event) => {
          if (selectedLength !== undefined) event.target.setSelectionRange(0, selectedLength);
        }}
        count={{ show: true, max: DRIVE_LIMITS.nameMaxLength, strategy: nameLength }}
      />
    </Form.Item>
  );
}
