import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { Field } from '../../../components/form/field';
import type { SiteEvaluationQuestion } from '../api/get-site-evaluation';
import { askedQuestions, missingAnswers, optionsOf, toggled, type Answers } from '../utils/answers';

interface EvaluationFormProps {
  readonly questions: readonly SiteEvaluationQuestion[];
  readonly busy: boolean;
  readonly onSubmit: (answers: Answers) => void;
}

function Question({
  question,
  value,
  onChange,
}: {
  readonly question: SiteEvaluationQuestion;
  readonly value: string | string[] | undefined;
  readonly onChange: (value: string | string[]) => void;
}) {
  const options = optionsOf(question);
  if (question.prompt_type === 'CHECKBOX') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="evaluation-question evaluation-question--choices">
        <legend className="field__label">{question.name}</legend>
        {options.map((option) => (
          <label key={option} className="checkbox">
            <input type="checkbox" checked={chosen.includes(option)} onChange={() => onChange(toggled(question, chosen, option))} />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={question.name} required className="evaluation-question">
      {(control) =>
        question.prompt_type === 'DROPDOWN' ? (
          <select {...control} className="input" required value={text} onChange={(event) => onChange(event.target.value)}>
            <option value="">Choose…</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : question.prompt_type === 'TEXTAREA' ? (
          <textarea
            {...control}
            className="input"
            required
            rows={4}
            maxLength={5000}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="input"
            required
            maxLength={255}
            inputMode={question.data_type === 'string' ? 'text' : 'decimal'}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** The questions of spec 2 §3's four prompt types; every answer but checkboxes is required. */
export function EvaluationForm({ questions, busy, onSubmit }: EvaluationFormProps) {
  const [answers, setAnswers] = useState<Answers>({});
  const [problems, setProblems] = useState<string[]>([]);
  const asked = askedQuestions(questions);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAnswers(asked, answers);
    setProblems(missing);
    if (missing.length === 0) onSubmit(answers);
  };

  return (
    <form className="evaluation-form" noValidate onSubmit={submit}>
      {problems.length > 0 && <ErrorList errors={problems} />}
      {asked.map((question) => (
        <Question
          key={question.id}
          question={question}
          value={answers[question.id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      <div className="evaluation-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined} disabled={busy}>
          {busy ? 'Submitting…' : 'Submit'}
        </button>
      </div>
    </form>
  );
}
