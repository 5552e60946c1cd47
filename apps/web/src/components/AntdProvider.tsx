import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import frFR from 'antd/es/locale/fr_FR';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FONT_STACK } from '../config/constants.ts';

/** Ant Design with the platform's theme and the current language: loaded with the pages that use it. */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.resolvedLanguage === 'en' ? enGB : frFR}
      theme={{
        token: { colorPrimary: '#0b4f8a', colorLink: '#0b4f8a', borderRadius: 8, fontFamily: FONT_STACK },
        components: { Button: { controlHeightLG: 44 } },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
