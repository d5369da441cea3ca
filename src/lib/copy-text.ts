/**
 * Copy text to the clipboard. The async Clipboard API needs a secure context (https or
 * localhost); elsewhere fall back to a hidden textarea and execCommand. false when both fail.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (globalThis.navigator?.clipboard && globalThis.isSecureContext !== false) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const area = document.createElement('textarea');
  try {
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    // Never left behind, holding focus, when execCommand throws (it does in some browsers).
    area.remove();
  }
}
