import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileLink, fileNameOf } from '@/components/file-link';
import { fileUrl } from '@/lib/safe-url';

describe('file addresses from the server', () => {
  it('http, https, blob and relative addresses are files; javascript: and data: are not', () => {
    expect(fileUrl('/demo-files/contracts/1/a.pdf')).toBe('/demo-files/contracts/1/a.pdf');
    expect(fileUrl('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(fileUrl('blob:http://localhost:8080/1234')).toBe('blob:http://localhost:8080/1234');
    expect(fileUrl('javascript:window.__xss=1')).toBeUndefined();
    expect(fileUrl(' JavaScript:window.__xss=1')).toBeUndefined();
    expect(fileUrl('data:text/html,<script>window.__xss=1</script>')).toBeUndefined();
    expect(fileUrl('')).toBeUndefined();
  });

  it('a javascript: address is shown as its name, is no link target and is never followed', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    const fetchSpy = jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('not a file'));
    try {
      render(<FileLink url="javascript:window.__xss=1" name="<img src=x onerror=window.__xss=1>.pdf" />);
      const link = screen.getByText('<img src=x onerror=window.__xss=1>.pdf');
      expect(link).not.toHaveAttribute('href');
      await userEvent.click(link);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(click).not.toHaveBeenCalled(); // no link to the address clicked by the download
      expect((window as { __xss?: number }).__xss).toBeUndefined();
    } finally {
      click.mockRestore();
      fetchSpy.mockRestore();
    }
  });

  it('a file name is the address’s last part, decoded, or as it stands when it is no valid escape', () => {
    expect(fileNameOf('/demo-files/contracts/3/%3Cimg%20src%3Dx%3E.pdf')).toBe('<img src=x>.pdf');
    expect(fileNameOf('/files/100%-done.pdf')).toBe('100%-done.pdf');
  });
});
