import type { ReactNode } from 'react';
import { App, Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/delete-confirm';
import { useMenuFocusReturn } from '@/components/menu-button';

/** A confirmation that says more than its question: what the action will do, and its own 确定. */
export interface RowConfirm {
  title: string;
  description?: string;
  okText?: string;
}

const confirmOf = (c: string | RowConfirm): RowConfirm => (typeof c === 'string' ? { title: c } : c);

/** One action of a table row. */
export interface RowAction {
  key: string;
  /** The visible text (编辑); its accessible name adds the row's name (编辑 张三). */
  label: string;
  /** Its icon, drawn instead of the text where the row has no room for words (`icons`). */
  icon?: ReactNode;
  /** Runs on click, or on 确定 when the action asks `confirm` first (a promise keeps 确定 loading). */
  onClick?: () => unknown;
  /** A page of the console to open instead (a real link: Tab reaches it, a middle click opens a tab). */
  to?: string;
  danger?: boolean;
  /** The question asked before `onClick` runs (a delete passes `common:confirmDelete`), with its details. */
  confirm?: string | RowConfirm;
  /**
   * Left out: the row's state does not offer it, or the user lacks the right (the kit imports no feature, so
   * the screen asks `useRight(key)` and passes the answer here).
   */
  hidden?: boolean;
  disabled?: boolean;
  /** Said on hover and focus when `disabled`, e.g. why a built-in role cannot be deleted. */
  disabledReason?: string;
}

export interface RowActionsProps {
  /** What names the row to a screen reader user: the customer's name, the task's name, the number. */
  row: string;
  actions: RowAction[];
  /** How many actions stand in the row; with more, the last of them becomes 更多 holding the rest. */
  max?: number;
  /**
   * Icon buttons instead of text links, for a row with little room (a tree node's line): the action's label
   * becomes its tooltip, its accessible name still names the row.
   */
  icons?: boolean;
}

/** Three fit a 1280 px list's action column; a fourth would wrap the row. */
const DEFAULT_MAX = 3;

/**
 * The console's action column: each action a real button or link (keyboard reachable) whose accessible name
 * names its row, since a screen reader lists twenty 编辑 buttons otherwise; a confirmation where asked; past
 * `max` the rest in a 更多 menu.
 */
export function RowActions({ row, actions, max = DEFAULT_MAX, icons = false }: RowActionsProps) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const { ref: menuRef, onOpenChange } = useMenuFocusReturn();
  const shown = actions.filter((a) => !a.hidden);
  const inline = shown.length > max ? shown.slice(0, max - 1) : shown;
  const overflow = shown.slice(inline.length);
  const nameOf = (label: string) => (row ? t('rowAction', { action: label, row }) : label);

  const menu: MenuProps = {
    items: overflow.map((a) => ({
      key: a.key,
      label: a.to && !a.disabled ? <Link to={a.to}>{a.label}</Link> : a.label,
      icon: icons ? a.icon : undefined,
      danger: a.danger,
      disabled: a.disabled,
      title: a.disabled ? a.disabledReason : undefined,
    })),
    onClick: ({ key }) => {
      const a = overflow.find((o) => o.key === key);
      if (!a?.onClick) return;
      if (!a.confirm) return void a.onClick();
      const { title, description, okText } = confirmOf(a.confirm);
      void modal.confirm({
        title,
        content: description,
        okText,
        onOk: a.onClick,
        okButtonProps: { danger: a.danger },
      });
    },
  };

  return (
    <Space size={0} wrap>
      {inline.map((a) => (
        <InlineAction key={a.key} action={a} name={nameOf(a.label)} icon={icons} />
      ))}
      {overflow.length > 0 && (
        <Dropdown menu={menu} trigger={['click']} onOpenChange={onOpenChange}>
          <Button
            ref={menuRef}
            type="link"
            size="small"
            aria-haspopup="menu"
            aria-label={nameOf(t('more'))}
            title={icons ? t('more') : undefined}
            icon={icons ? <EllipsisOutlined /> : undefined}
          >
            {icons ? null : t('more')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

function InlineAction({ action: a, name, icon }: { action: RowAction; name: string; icon: boolean }) {
  // an icon alone says its action on hover and focus; a disabled one says why it is disabled instead
  const tip = a.disabled ? a.disabledReason : icon ? a.label : undefined;
  const withTip = (el: ReactNode) => (tip ? <Tooltip title={tip}>{el}</Tooltip> : el);
  if (a.to && !a.disabled)
    return withTip(
      <Link to={a.to} aria-label={name} style={{ padding: '0 7px' }}>
        {icon ? a.icon : a.label}
      </Link>,
    );
  const button = withTip(
    <Button
      type="link"
      size="small"
      danger={a.danger}
      disabled={a.disabled}
      aria-label={name}
      icon={icon ? a.icon : undefined}
      onClick={a.confirm ? undefined : () => void a.onClick?.()}
    >
      {icon ? null : a.label}
    </Button>,
  );
  if (a.disabled || !a.confirm) return button;
  const { title, description, okText } = confirmOf(a.confirm);
  return (
    <DeleteConfirm
      title={title}
      description={description}
      okText={okText}
      okButtonProps={a.danger ? { danger: true } : undefined}
      onConfirm={a.onClick}
    >
      {button}
    </DeleteConfirm>
  );
}
