/** The expert area's Profile tab: the profile form (every change is logged for admins). */
export function ExpertProfileTab() {
  return null;
}
