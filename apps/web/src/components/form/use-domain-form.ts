import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A form's rules as libs/domain states them: every broken rule's message, in the screen's order
 * (e.g. personalSettingsProblems). An empty list: the values may be saved.
 */
export type DomainRules<T> = (values: T) => readonly string[];

/** The field a rule's message is shown beside; undefined: the summary only. */
export type FieldOf<T extends FieldValues> = (message: string) => FieldPath<T> | undefined;

/**
 * react-hook-form's resolver from the domain's rules: each message goes to its field (the first
 * one per field wins); any message at all, with or without a field, blocks the save.
 */
export function domainResolver<T extends FieldValues>(rules: DomainRules<T>, fieldOf?: FieldOf<T>): Resolver<T> {
  return (values) => {
    const messages = rules(values);
    if (messages.length === 0) return { values, errors: {} };
    const errors: FieldErrors<T> = {};
    for (const message of messages) {
      const field = fieldOf?.(message);
      if (field !== undefined && !(field in errors)) set(errors, field, { type: 'domain', message });
    }
    set(errors, 'root', { type: 'domain', message: messages.join('\n') });
    return { values: {}, errors };
  };
}

export interface DomainFormOptions<T extends FieldValues> {
  /** The values the form starts from (and compares with to know it is dirty). */
  readonly defaultValues: T;
  /** New starting values (a saved record, data that arrived): the form resets to them when they change. */
  readonly values?: T;
  readonly rules: DomainRules<T>;
  readonly fieldOf?: FieldOf<T>;
  /** After a failed save, errors follow the typing ('onChange', the default) or wait for the next save. */
  readonly reValidateMode?: 'onChange' | 'onSubmit';
  /**
   * Where focus goes when a save is refused: the error summary ('summary', the default; it is
   * also scrolled to the middle of the screen when `scrollSummary`), or the first field marked
   * invalid ('field'; the summary then holds only the server's errors). The server's errors
   * always take focus.
   */
  readonly focus?: 'summary' | 'field';
  readonly scrollSummary?: boolean;
  /** Leads the summary of broken rules and of the server's errors, e.g. 'Could not save Site'. */
  readonly summaryTitle?: string;
}

export interface DomainForm<T extends FieldValues> {
  readonly form: UseFormReturn<T>;
  /** The errors listed above the form (focused as they appear); empty when there are none. */
  readonly summary: readonly string[];
  readonly summaryRef: RefObject<HTMLDivElement | null>;
  /** The form element's props: no browser validation, the rules checked on submit. */
  readonly formProps: {
    readonly ref: RefObject<HTMLFormElement | null>;
    readonly noValidate: true;
    readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Shows errors the server answered (each beside its field too, when it has one). */
  readonly fail: (messages: readonly string[]) => void;
  /** A field no longer in play (hidden, emptied on purpose): its error goes, beside it and in the summary. */
  readonly clearField: (field: FieldPath<T>) => void;
}

/**
 * The form kit's hook: react-hook-form holding the values, dirty state and errors, with the
 * domain's rules as its resolver. `onValid` runs only with values every rule accepts.
 */
export function useDomainForm<T extends FieldValues>(
  options: DomainFormOptions<T>,
  onValid: (values: T, form: UseFormReturn<T>) => void | Promise<void>,
): DomainForm<T> {
  const { rules, fieldOf, summaryTitle, focus = 'summary', scrollSummary = false } = options;
  const form = useForm<T>({
    defaultValues: options.defaultValues as DefaultValues<T>,
    ...(options.values ? { values: options.values } : {}),
    resolver: domainResolver(rules, fieldOf),
    mode: 'onSubmit',
    reValidateMode: options.reValidateMode ?? 'onChange',
    // Focus is the kit's own (below): the summary, or the first invalid field in screen order.
    shouldFocusError: false,
  });
  const [summary, setSummary] = useState<readonly string[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titled = (messages: readonly string[]) => (summaryTitle ? [summaryTitle, ...messages] : messages);

  // Errors take focus, so they are read out and in view.
  useEffect(() => {
    if (summary.length === 0) return;
    summaryRef.current?.focus();
    if (scrollSummary) summaryRef.current?.scrollIntoView({ block: 'center' });
  }, [summary, scrollSummary]);

  // A refused save in 'field' mode: once the form shows that save's outcome (its submit count),
  // the first field marked invalid, in screen order, takes focus.
  const { submitCount } = form.formState;
  const refusedSubmit = useRef<number | null>(null);
  useEffect(() => {
    if (refusedSubmit.current !== submitCount) return;
    refusedSubmit.current = null;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const refused = () => {
    if (focus === 'summary') return setSummary(titled(rules(form.getValues())));
    // The fields say what is wrong; the server's last answer no longer holds.
    setSummary([]);
    refusedSubmit.current = form.formState.submitCount + 1;
  };

  const fail = (messages: readonly string[]) => {
    const marked = new Set<string>();
    for (const message of messages) {
      const field = fieldOf?.(message);
      // The first message per field, as the rules' own errors.
      if (field === undefined || marked.has(field)) continue;
      marked.add(field);
      form.setError(field, { type: 'server', message });
    }
    setSummary(titled(messages));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      setSummary([]);
      await onValid(values, form);
    }, refused)(event);

  const clearField = (field: FieldPath<T>) => {
    form.clearErrors(field);
    setSummary((current) => {
      const kept = current.filter((message) => message === summaryTitle || fieldOf?.(message) !== field);
      // Only the title left: nothing is wrong any more.
      return kept.length === 1 && kept[0] === summaryTitle ? [] : kept.length === current.length ? current : kept;
    });
  };

  return {
    form,
    summary,
    summaryRef,
    formProps: { ref: formRef, noValidate: true, onSubmit },
    fail,
    clearField,
  };
}
