print("bindsim")
