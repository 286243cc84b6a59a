import { ArrowDown, ArrowUp } from 'lucide-react';
import { Field } from '../../../components/form/field';
import type { DataType, PromptType, QuestionDraft } from '../utils/draft';

const promptLabels: Record<PromptType, string> = {
  TEXTBOX: 'Text box',
  TEXTAREA: 'Text area',
  DROPDOWN: 'Drop-down',
  CHECKBOX: 'Checkboxes',
};

interface QuestionEditorProps {
  readonly question: QuestionDraft;
  readonly number: number;
  readonly count: number;
  readonly onChange: (question: QuestionDraft) => void;
  readonly onMove: (delta: -1 | 1) => void;
  readonly onRemove: () => void;
}

/** One question: its prompt, type, options one per line, data type, active flag and place. */
export function QuestionEditor({ question, number, count, onChange, onMove, onRemove }: QuestionEditorProps) {
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });
  const choices = question.prompt_type === 'CHECKBOX' || question.prompt_type === 'DROPDOWN';
  return (
    <fieldset className="question-editor">
      <legend>Question {number}</legend>
      <Field label="Prompt" required>
        {(control) => <input {...control} className="input" value={question.name} onChange={(e) => set({ name: e.target.value })} />}
      </Field>
      <div className="question-editor__row">
        <Field label="Type">
          {(control) => (
            <select
              {...control}
              className="input"
              value={question.prompt_type}
              onChange={(e) => set({ prompt_type: e.target.value as PromptType })}
            >
              {Object.entries(promptLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {question.prompt_type === 'TEXTBOX' && (
          <Field label="Answer format">
            {(control) => (
              <select
                {...control}
                className="input"
                value={question.data_type}
                onChange={(e) => set({ data_type: e.target.value as DataType })}
              >
                <option value="string">Any text</option>
                <option value="integer">Whole number</option>
                <option value="decimal">Number</option>
              </select>
            )}
          </Field>
        )}
      </div>
      {choices && (
        <Field label="Options" required hint="One per line.">
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={4}
              value={question.optionsText}
              onChange={(e) => set({ optionsText: e.target.value })}
            />
          )}
        </Field>
      )}
      <div className="question-editor__actions">
        <label className="checkbox">
          <input type="checkbox" checked={question.is_active} onChange={(e) => set({ is_active: e.target.checked })} />
          <span>Active</span>
        </label>
        <button
          type="button"
          className="button button--small"
          disabled={number === 1}
          onClick={() => onMove(-1)}
          aria-label={`Move question ${number} up`}
        >
          <ArrowUp className="icon icon--sm" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={number === count}
          onClick={() => onMove(1)}
          aria-label={`Move question ${number} down`}
        >
          <ArrowDown className="icon icon--sm" aria-hidden="true" />
        </button>
        {question.id === null && (
          <button type="button" className="button button--small button--danger" onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
    </fieldset>
  );
}
