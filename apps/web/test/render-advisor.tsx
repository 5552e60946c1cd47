import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import AntdProvider from '../src/components/AntdProvider.tsx';
import ResponseAdvisorPage from '../src/features/advisor/ResponseAdvisorPage.tsx';

/** The Response Advisor page at its route, inside the app's Ant Design provider (tests). */
export function renderAdvisor() {
  return render(
    <MemoryRouter initialEntries={['/response_advisor']}>
      <AntdProvider>
        <Routes>
          <Route path="/response_advisor" element={<ResponseAdvisorPage />} />
        </Routes>
      </AntdProvider>
    </MemoryRouter>,
  );
}
