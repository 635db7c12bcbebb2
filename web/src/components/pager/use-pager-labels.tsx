import type { PaginationProps } from 'antd';
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';

/**
 * antd's pager names its arrows after their icons ("left", "right", "double-left"), in English
 * whatever the page's language, and its numbers are bare digits. This `itemRender` gives every
 * item a name in the interface language: "الصفحة 2", "الصفحة التالية"; the icons are hidden.
 */
export function usePagerLabels(): Pick<PaginationProps, 'itemRender'> {
  const { t } = useTranslation('common');
  const { direction } = useLanguage();
  const rtl = direction === 'rtl';
  const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
    switch (type) {
      case 'page':
        return (
          <a rel="nofollow">
            <span className="qiao-visually-hidden">{t('pager.page', { page })}</span>
            <span aria-hidden>{page}</span>
          </a>
        );
      case 'prev':
      case 'next': {
        const back = type === 'prev';
        const Arrow = back === rtl ? RightOutlined : LeftOutlined;
        return (
          <button
            type="button"
            className="ant-pagination-item-link"
            tabIndex={-1}
            aria-label={t(back ? 'pager.previous' : 'pager.next')}
          >
            <Arrow aria-hidden />
          </button>
        );
      }
      case 'jump-prev':
      case 'jump-next': {
        const back = type === 'jump-prev';
        const Arrows = back === rtl ? DoubleRightOutlined : DoubleLeftOutlined;
        return (
          <a className="ant-pagination-item-link">
            <span className="ant-pagination-item-container">
              <Arrows className="ant-pagination-item-link-icon" aria-hidden />
              <span className="ant-pagination-item-ellipsis">
                <EllipsisOutlined aria-hidden />
              </span>
              <span className="qiao-visually-hidden">
                {t(back ? 'pager.previousPages' : 'pager.nextPages')}
              </span>
            </span>
          </a>
        );
      }
      default:
        return element;
    }
  };
  return { itemRender };
}
