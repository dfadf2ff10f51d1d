import { Fragment } from 'react';
import { Link } from 'react-router-dom';

const PLACEHOLDER = '{num}';
export const MY_CUSTOMERS_PATH = '/client/index';

/**
 * CHAN-26: the notice text as plain text, each `{num}` a link to the my-customers page showing `num`.
 * Nothing in the server's text becomes markup: React renders it as text nodes.
 */
export function NoticeText({ content, num }: { content: string; num?: number }) {
  const parts = content.split(PLACEHOLDER);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <Link to={MY_CUSTOMERS_PATH}>{num ?? ''}</Link>}
        </Fragment>
      ))}
    </span>
  );
}
