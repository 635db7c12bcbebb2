import { html, type SafeHtml } from '../../../platform/html/safe-html';

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string | undefined;
  hint?: string | undefined;
  autofocus?: boolean;
}

/**
 * One labelled input. Emails and passwords stay left to right inside Arabic pages. The hint sits
 * outside the label: it describes the field (aria-describedby) without becoming part of its name.
 */
export function field(options: FieldOptions): SafeHtml {
  const direction = options.type === 'text' ? 'auto' : 'ltr';
  const hintId = options.hint ? `${options.name}-hint` : undefined;
  return html`<div class="field">
    <label>
      <span>${options.label}</span>
      <input
        name="${options.name}"
        type="${options.type}"
        dir="${direction}"
        autocomplete="${options.autocomplete}"
        required${options.value ? html` value="${options.value}"` : ''}${hintId ? html` aria-describedby="${hintId}"` : ''}${options.autofocus ? html` autofocus` : ''}
      />
    </label>
    ${options.hint ? html`<span class="hint" id="${hintId}">${options.hint}</span>` : ''}
  </div>`;
}

/** A failure shown above the form, read out by screen readers as soon as it appears. */
export function alertBox(message: string | undefined): SafeHtml | undefined {
  return message ? html`<p class="alert" role="alert">${message}</p>` : undefined;
}

export function noticeBox(message: string | undefined): SafeHtml | undefined {
  return message ? html`<p class="notice" role="status">${message}</p>` : undefined;
}

/** The hidden token every passport form carries against cross-site posts. */
export function formTokenInput(token: string): SafeHtml {
  return html`<input type="hidden" name="formToken" value="${token}" />`;
}
