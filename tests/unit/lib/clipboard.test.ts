import { copyText } from '@/lib/clipboard';

const writeText = jest.fn<Promise<void>, [string]>();
/** what the copy command saw selected, or the refusal it answers with */
let copied: string[];
let commandWorks: boolean;

beforeEach(() => {
  copied = [];
  commandWorks = true;
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const field = document.activeElement as HTMLTextAreaElement;
      copied.push(`${command}:${field.value.slice(field.selectionStart, field.selectionEnd)}`);
      return commandWorks;
    },
  });
});

afterEach(() => document.body.replaceChildren());

describe('copyText', () => {
  it('[ROUTES-ASSISTANT-04] writes through the Clipboard API when the browser allows it', async () => {
    writeText.mockResolvedValue(undefined);
    await expect(copyText('ak_123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('ak_123');
    expect(copied).toEqual([]);
  });

  it('[ROUTES-ASSISTANT-04] falls back to copying a selected field when the API refuses (unfocused, plain http)', async () => {
    writeText.mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    await expect(copyText('ak_456')).resolves.toBe(true);
    expect(copied).toEqual(['copy:ak_456']);
  });

  it('works without the Clipboard API at all, inside an open dialog, and gives the focus back', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.body.innerHTML = '<div role="dialog"><button>复制</button></div>';
    const button = document.querySelector('button')!;
    button.focus();
    const parents: (string | undefined)[] = [];
    const command = document.execCommand.bind(document);
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (name: string) => {
        parents.push(document.activeElement?.parentElement?.getAttribute('role') ?? undefined);
        return command(name);
      },
    });
    await expect(copyText('https://example.com/sign/1')).resolves.toBe(true);
    expect(copied).toEqual(['copy:https://example.com/sign/1']);
    expect(parents).toEqual(['dialog']);
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('answers false when both ways are refused', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    commandWorks = false;
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
